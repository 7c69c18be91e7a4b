import { useState } from 'react';
import { useAdminT } from '../../i18n/admin-t';
import { ConfirmDialog } from './confirm-dialog';
import { SignupsNotice } from './signups-notice';

/**
 * Saving a published seminar as a draft while people are signed up or waiting ends their
 * sign-ups and mails them (decision 061): `save` asks first, and saves only on yes. Any other
 * save goes straight through.
 */
export function useUnpublishQuestion(opts: {
  name: string;
  wasPublished: boolean;
  willPublish: boolean;
  /** People seated or waiting, as the page was loaded. */
  signups: number;
  save: () => Promise<void> | void;
}) {
  const t = useAdminT();
  const [asking, setAsking] = useState(false);
  const save = () => {
    if (opts.wasPublished && !opts.willPublish && opts.signups > 0) setAsking(true);
    else void opts.save();
  };
  const dialog = (
    <ConfirmDialog
      isOpen={asking}
      title={t('events.unpublishTitle')}
      confirmLabel={t('events.unpublishConfirm')}
      cancelLabel={t('events.unpublishCancel')}
      onConfirm={() => {
        setAsking(false);
        void opts.save();
      }}
      onCancel={() => setAsking(false)}
    >
      <p>{t('events.unpublishText', { name: opts.name })}</p>
      <SignupsNotice count={opts.signups} />
      <p>{t('events.unpublishRestart')}</p>
    </ConfirmDialog>
  );
  return { save, dialog };
}
