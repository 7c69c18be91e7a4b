import { useNavigation } from 'react-router';
import { Form } from '../../components/ui/form';
import type { ProgrammeLinkKind } from '../../../core/stars/programme-link-kinds';
import { useT } from '../../i18n/use-t';
import type { ShownLink } from './my-programme.server';

/** The form that turns change notices for starred sessions on or off. */
export const STAR_NOTICES_INTENT = 'star-notices';

/**
 * What only a signed-in visitor's My programme shows (decision 202): the change notices' opt-in
 * and the share and calendar links with their forms. A guest's page never renders it, so its
 * script (with the router's form) comes only to a page that shows it (`partOnDemand`).
 */
export function MyProgrammeAccount({
  starNotices,
  links,
}: {
  starNotices: boolean;
  links: { share: ShownLink; feed: ShownLink } | null;
}) {
  return (
    <>
      <StarNotices on={starNotices} />
      {links ? <ProgrammeLinks share={links.share} feed={links.feed} /> : null}
    </>
  );
}

/** The opt-in to change notices of starred sessions (decision 135): a plain form, so it works without scripts. */
function StarNotices({ on }: { on: boolean }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === STAR_NOTICES_INTENT;
  return (
    <section className="my-programme-links" aria-labelledby="my-programme-notices">
      <h2 id="my-programme-notices" className="programme-day-title">
        {t('myProgramme.noticesTitle')}
      </h2>
      <Form method="post" className="my-programme-link my-programme-notices" key={String(on)}>
        <p className="my-programme-notices-field">
          <input type="checkbox" id="star-notices" name="starNotices" defaultChecked={on} aria-describedby="star-notices-hint" />
          <label htmlFor="star-notices">{t('myProgramme.noticesLabel')}</label>
        </p>
        <p id="star-notices-hint">{t('myProgramme.noticesHint')}</p>
        <p className="my-programme-link-actions">
          <button
            type="submit"
            name="intent"
            value={STAR_NOTICES_INTENT}
            className="button button-small"
            aria-disabled={busy || undefined}
          >
            {t('myProgramme.noticesSave')}
          </button>
        </p>
      </Form>
    </section>
  );
}

function ProgrammeLinks({ share, feed }: { share: ShownLink; feed: ShownLink }) {
  const t = useT();
  return (
    <section className="my-programme-links" aria-labelledby="my-programme-links">
      <h2 id="my-programme-links" className="programme-day-title">
        {t('myProgramme.linksTitle')}
      </h2>
      <LinkCard kind="share" link={share} title={t('myProgramme.shareTitle')} text={t('myProgramme.shareText')} />
      <LinkCard kind="feed" link={feed} title={t('myProgramme.feedTitle')} text={t('myProgramme.feedText')} />
    </section>
  );
}

function LinkCard({ kind, link, title, text }: { kind: ProgrammeLinkKind; link: ShownLink; title: string; text: string }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const fieldId = `programme-link-${kind}`;
  return (
    <div className="my-programme-link">
      <h3>{title}</h3>
      <p>{text}</p>
      {link ? (
        <>
          <label htmlFor={fieldId}>{t('myProgramme.linkAddress')}</label>
          <input
            id={fieldId}
            type="text"
            readOnly
            value={link.url}
            className="my-programme-url"
            onFocus={(e) => e.currentTarget.select()}
          />
          {link.webcal ? (
            <p>
              <a href={link.webcal} className="button button-small">
                {t('myProgramme.subscribe')}
              </a>
            </p>
          ) : null}
        </>
      ) : (
        <p className="event-muted">{t('myProgramme.noLink')}</p>
      )}
      <Form method="post" className="my-programme-link-actions">
        <button type="submit" name="intent" value={`renew-${kind}`} className="button button-small button-ghost" disabled={busy}>
          {t(link ? 'myProgramme.renew' : 'myProgramme.create')}
        </button>
        {link ? (
          <button
            type="submit"
            name="intent"
            value={`revoke-${kind}`}
            className="button button-small button-ghost"
            disabled={busy}
          >
            {t('myProgramme.revoke')}
          </button>
        ) : null}
      </Form>
    </div>
  );
}
