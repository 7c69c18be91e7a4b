/**
 * The floor of the uncached events list (issue 32, item 1): the JSON of `GET
 * /api/events?_sort=start:asc&_limit=999` for a signed-in member, made by PostgreSQL in one
 * hand-written query, so the bench can show what the app costs above a database round trip
 * and the answer's bytes. Written for the member's view only: published events whose access
 * level admits them ($2) or that they signed up or queue for ($1), hall stream ids left out,
 * no attendees. The bench checks it answers the same JSON as the app.
 */

/** ISO 8601 in UTC with milliseconds, as JavaScript's toISOString writes it. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An upload as the API shows it (core/serialize/media.ts): formats without their storage keys. */
const media = (alias: string) => `case when ${alias}.id is null then null else json_build_object(
  'id', ${alias}.id, 'name', ${alias}.name, 'url', ${alias}.url, 'width', ${alias}.width, 'height', ${alias}.height,
  'mime', ${alias}.mime, 'size', ${alias}.size, 'alternativeText', ${alias}.alternative_text, 'caption', ${alias}.caption,
  'formats', (select coalesce(json_object_agg(k, (
      json_build_object('url', v->'url', 'width', v->'width', 'height', v->'height', 'size', v->'size', 'mime', v->'mime')::jsonb
      || case when v ? 'webp' then jsonb_build_object('webp', jsonb_build_object('url', v->'webp'->'url', 'size', v->'webp'->'size', 'mime', v->'webp'->'mime')) else '{}'::jsonb end
    )::json), '{}'::json) from jsonb_each(${alias}.formats) as f(k, v))
) end`;

export const FLOOR_SQL = `
select coalesce(json_agg(json_build_object(
  'id', e.id, 'name', e.name, 'name_en', e.name_en, 'slug', e.slug, 'slug_en', e.slug_en,
  'start', ${iso('e.start')}, 'end', ${iso('e."end"')},
  'start_d', to_char(e.start at time zone $3, 'YYYY-MM-DD'), 'start_t', to_char(e.start at time zone $3, 'HH24:MI'),
  'end_d', to_char(e."end" at time zone $3, 'YYYY-MM-DD'), 'end_t', to_char(e."end" at time zone $3, 'HH24:MI'),
  'eventtype', json_build_object('id', t.id, 'name', t.name, 'name_en', t.name_en),
  'location', case when l.id is null then null else json_build_object('id', l.id, 'name', l.name, 'name_en', l.name_en,
    'created_at', ${iso('l.created_at')}, 'updated_at', ${iso('l.updated_at')}) end,
  'hall', case when h.id is null then null else json_build_object('id', h.id, 'name', h.name, 'name_en', h.name_en,
    'description', h.description, 'description_en', h.description_en, 'delay_minutes', h.delay_minutes,
    'delay_set_at', ${iso('h.delay_set_at')}, 'created_at', ${iso('h.created_at')}, 'updated_at', ${iso('h.updated_at')}) end,
  'exhibitor', case when x.id is null then null else json_build_object('id', x.id, 'name', x.name, 'name_en', x.name_en,
    'slug', x.slug, 'slug_en', x.slug_en, 'description', x.description, 'description_en', x.description_en,
    'logo', ${media('xl')}, 'ispublic', x.ispublic, 'person', x.person, 'phone', x.phone, 'email', x.email,
    'created_at', ${iso('x.created_at')}, 'updated_at', ${iso('x.updated_at')}) end,
  'users', '[]'::json,
  'max_users', e.max_users, 'reconfirm_hours', e.reconfirm_hours, 'description', e.description, 'description_en', e.description_en,
  'address', e.address, 'facebook_link', e.facebook_link,
  'speakers', (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'job', s.job, 'job_en', s.job_en,
      'description', s.description, 'description_en', s.description_en, 'image', ${media('si')},
      'web_link', s.web_link, 'linkedin_link', s.linkedin_link, 'website', s.website,
      'published_at', ${iso('s.published_at')}, 'created_at', ${iso('s.created_at')}, 'updated_at', ${iso('s.updated_at')})
      order by coalesce(array_position(string_to_array(replace(e.speakers_order, ' ', ''), ','), s.id::text), 2147483647), s.id), '[]'::json)
    from event_speakers es join speakers s on s.id = es.speaker_id left join files si on si.id = s.image_id
    where es.event_id = e.id and s.published_at is not null),
  'speakers_order', e.speakers_order,
  'embeds', (select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'url', m.url, 'type', m.type,
      'order', m."order", 'recording', m.recording, 'published_at', ${iso('m.published_at')},
      'created_at', ${iso('m.created_at')}, 'updated_at', ${iso('m.updated_at')}) order by m."order", m.id), '[]'::json)
    from event_embeds em join embeds m on m.id = em.embed_id where em.event_id = e.id and m.published_at is not null),
  'files', (select coalesce(json_agg(${media('fl')} order by fl.id), '[]'::json)
    from event_files ef join files fl on fl.id = ef.file_id where ef.event_id = e.id),
  'image', ${media('ei')},
  'is_premiere', e.is_premiere, 'access_control', e.access_control, 'contact', e.contact, 'contact_email', e.contact_email,
  'published_at', ${iso('e.published_at')}, 'created_at', ${iso('e.created_at')}, 'updated_at', ${iso('e.updated_at')}
) order by e.start, e.id), '[]'::json)::text as body
from events e
join event_types t on t.id = e.eventtype_id
left join locations l on l.id = e.location_id
left join halls h on h.id = e.hall_id
left join exhibitors x on x.id = e.exhibitor_id
left join files xl on xl.id = x.logo_id
left join files ei on ei.id = e.image_id
where e.published_at is not null
  and (e.access_control = any($2::text[])
    or e.id in (select event_id from event_joins where user_id = $1 union all select event_id from event_waitlist where user_id = $1))
`;
