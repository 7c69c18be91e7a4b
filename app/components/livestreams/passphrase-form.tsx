import { useState, type FormEvent } from 'react';
import { useNavigation } from 'react-router';
import { Form } from '../ui/form';
import type { MessageKey } from '../../i18n/messages/cs';
import { useT } from '../../i18n/use-t';
import { TextField } from '../ui/text-field';

/**
 * The passphrase form of a locked livestream (spec 2.8, 8), posted to the page's action, which
 * checks it as `GET /api/check-ticket/{passphrase}` does and remembers a valid one in the same
 * HttpOnly cookie; the page is then read again and shows the player, or says the passphrase
 * lacks this hall. A POST keeps the secret out of the address bar and works before the scripts
 * run. `error` is the action's refusal, shown next to the field.
 */
export function PassphraseForm({ error }: { error?: MessageKey | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const [empty, setEmpty] = useState(false);
  const checking = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';

  function submit(event: FormEvent<HTMLFormElement>) {
    const passphrase = new FormData(event.currentTarget).get('passphrase');
    // The action says the same; checked here too so an empty field costs no request.
    const blank = typeof passphrase !== 'string' || !passphrase.trim();
    setEmpty(blank);
    if (blank) event.preventDefault();
  }

  return (
    <Form method="post" className="live-pass-form" noValidate preventScrollReset onSubmit={submit}>
      <TextField
        name="passphrase"
        label={t('live.passLabel')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={empty ? 'Form.error.required' : checking ? undefined : error}
      />
      <button type="submit" className="button" disabled={checking} aria-busy={checking}>
        {t(checking ? 'live.passChecking' : 'live.passSubmit')}
      </button>
    </Form>
  );
}
