import type { Route } from './+types/reset-password';
import { requireGuest } from '../../auth/guards.server';
import { resetPasswordInput } from '../../../core/accounts/schemas';
import { formConstraints } from '../../forms/form-constraints';
import { readFormValues } from '../../forms/form-errors';
import { answerTooManyAttempts } from '../../forms/rate-limited';
import { localeFromPath } from '../../i18n/locale';
import { createT } from '../../i18n/translate';
import { routeMeta } from '../../seo/route-meta';
import { resetPasswordAction } from './reset-password.server';
import { ResetPasswordForm } from './reset-password-form';

export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args);
  // The fields' limits from the action's schema, sent as data: the page loads zod only when the form is used.
  return { code: new URL(args.request.url).searchParams.get('code'), constraints: formConstraints(resetPasswordInput) };
}

export async function action(args: Route.ActionArgs) {
  await requireGuest(args);
  return resetPasswordAction(args, await readFormValues(args.request));
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerTooManyAttempts(serverAction, (errors) => ({ errors }));
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('reset.title'), description: t('reset.metaDescription'), robots: 'noindex' });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordForm code={loaderData.code} constraints={loaderData.constraints} answer={actionData} />;
}
