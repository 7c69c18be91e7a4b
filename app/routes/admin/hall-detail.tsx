import type { Route } from './+types/hall-detail';
import type { ApiHall } from '../../../core/halls/hall-query';
import { getHall } from '../../../core/halls/get-hall';
import { hallInput } from '../../../core/halls/hall-input';
import { requireAuthorized } from '../../auth/guards.server';
import { NamedDetail } from '../../components/admin/named-detail';
import { SelectField, TextInputField } from '../../components/admin/widgets/form-fields';
import { RichTextEditor } from '../../components/admin/widgets/rich-text-editor';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { routeMeta } from '../../seo/route-meta';
import { loadDetailRecord } from './detail-loader.server';

/** A hall to edit, or `new` (Admins): names, its livestream (platform:id), sli.do code and descriptions. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'referenceData.manage');
  const { db, config } = args.context.get(appContext);
  const hall = await loadDetailRecord(args.params.id, (id) =>
    getHall(db, { id, viewer, timezone: config.timezone, params: new URLSearchParams() }),
  );
  return { hall };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: args.loaderData?.hall?.name ?? t('halls.new') });
}

/** The platforms a hall's livestream may be on (hall.broadcast is `platform:id`). */
const PLATFORMS = ['youtube', 'vimeo'] as const;

type HallForm = {
  name: string;
  name_en: string;
  platform: string;
  streamId: string;
  slido: string;
  description: string;
  description_en: string;
};

function toForm(hall: ApiHall | null): HallForm {
  const [platform = '', ...rest] = (hall?.broadcast ?? '').split(':');
  return {
    name: hall?.name ?? '',
    name_en: hall?.name_en ?? '',
    platform: hall?.broadcast ? platform : '',
    streamId: rest.join(':'),
    slido: hall?.slido ?? '',
    description: hall?.description ?? '',
    description_en: hall?.description_en ?? '',
  };
}

function toPayload(form: HallForm) {
  const { platform, streamId, ...rest } = form;
  return { ...rest, name: rest.name.trim(), broadcast: platform && streamId.trim() ? `${platform}:${streamId.trim()}` : null };
}

export default function AdminHallDetail({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { hall } = loaderData;
  return (
    <NamedDetail
      key={`${hall?.id ?? 'new'}:${hall?.updated_at ?? ''}`}
      record={hall}
      screen="halls"
      path="/halls"
      list="AdminHalls"
      detail="AdminHallDetail"
      schema={hallInput}
      toForm={toForm}
      toPayload={toPayload}
      extra={({ form, set, errors, f }) => (
        <>
          <div className="form-grid">
            <SelectField
              label={t('halls.platform')}
              value={form.platform || null}
              emptyLabel={t('halls.noStream')}
              options={PLATFORMS.map((p) => ({ id: p, label: t(`halls.platform.${p}`) }))}
              onChange={(v) => set('platform', String(v ?? ''))}
              error={errors.broadcast}
            />
            {/* The id is the part of `broadcast` after the platform; its limit is broadcast's. */}
            <TextInputField
              label={t('halls.streamId')}
              {...f.field('streamId')}
              maxLength={f.constraints('broadcast').maxLength}
              hint={t('halls.streamIdHint')}
            />
            <TextInputField label={t('halls.slido')} {...f.field('slido')} />
          </div>
          <RichTextEditor
            label={t('halls.description')}
            value={form.description}
            onChange={(v) => set('description', v)}
            error={errors.description}
          />
          <RichTextEditor
            label={t('halls.descriptionEn')}
            value={form.description_en}
            onChange={(v) => set('description_en', v)}
            error={errors.description_en}
          />
        </>
      )}
    />
  );
}
