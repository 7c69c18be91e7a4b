import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { PassRights } from '../../../core/livestreams/livestream-access';
import type { MessageKey } from '../../i18n/messages/cs';
import { useT } from '../../i18n/use-t';
import { apiCall } from '../../forms/api-client';
import { TextField } from '../ui/text-field';

/**
 * The passphrase form of a locked livestream (spec 2.8, 8): checked by
 * `GET /api/check-ticket/{passphrase}`, which remembers a valid one in an HttpOnly cookie; the
 * page's data is then read again and shows the player, or says the passphrase lacks this hall.
 */
export function PassphraseForm() {
  const t = useT();
  const revalidator = useRevalidator();
  const [value, setValue] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<MessageKey | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const passphrase = value.trim();
    if (!passphrase) {
      setError('Form.error.required');
      return;
    }
    setChecking(true);
    setError(undefined);
    const res = await apiCall<PassRights>('GET', `/check-ticket/${encodeURIComponent(passphrase)}`);
    if (res.ok && (res.data.conference || res.data.seminars)) {
      await revalidator.revalidate();
      setChecking(false);
      return;
    }
    setChecking(false);
    setError(res.ok ? 'Livestream.invalid' : (res.code as MessageKey));
  }

  return (
    <form className="live-pass-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        name="passphrase"
        label={t('live.passLabel')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
      />
      <button type="submit" className="button" disabled={checking} aria-busy={checking}>
        {t(checking ? 'live.passChecking' : 'live.passSubmit')}
      </button>
    </form>
  );
}
