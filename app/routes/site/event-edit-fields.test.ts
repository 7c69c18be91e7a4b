import { describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '../../../core/events/event-types';
import {
  DEFAULT_EVENT_EDIT_MAX_USERS,
  eventEditPayload,
  eventEditProblems,
  toEventEditForm,
  type EventEditForm,
} from './event-edit-fields';

const accompanying = { eventtype: EVENT_TYPE.accompanying, hall: null, exhibitor: 4 };
const form = (over: Partial<EventEditForm> = {}): EventEditForm => ({
  name: 'Hackathon Chytré město',
  name_en: 'Smart City hackathon',
  start: '2021-10-07T07:00:00.000Z',
  end: '2021-10-08T15:00:00.000Z',
  max_users: 60,
  reconfirm_hours: null,
  location: 3,
  facebook_link: '',
  description: '<p>Dva dny</p>',
  description_en: '',
  address: '',
  published: true,
  published_at: '2021-09-01T08:00:00.000Z',
  ...over,
});

describe('event edit form', () => {
  it('shows the current capacity, and the spec’s 30 where the event has none', () => {
    const event = {
      ...{ name: 'A', name_en: null, start: '2021-10-07T07:00:00.000Z', end: '2021-10-07T08:00:00.000Z' },
      ...{ location: null, facebook_link: null, description: null, description_en: null, address: null, published_at: null },
      reconfirm_hours: null,
    };
    expect(toEventEditForm({ ...event, max_users: 12 }).max_users).toBe(12);
    expect(toEventEditForm({ ...event, max_users: null })).toMatchObject({
      max_users: DEFAULT_EVENT_EDIT_MAX_USERS,
      name_en: '',
      published: false,
    });
  });

  it('sends only the page’s fields; publishing sets the time now, unpublishing clears it, a published event keeps its time', () => {
    const now = new Date('2021-10-01T10:00:00.000Z');
    const body = eventEditPayload(form({ published: true, published_at: null }), now);
    expect(Object.keys(body).sort()).toEqual(
      [
        'address',
        'description',
        'description_en',
        'end',
        'facebook_link',
        'location',
        'max_users',
        'name',
        'name_en',
        'published_at',
        'reconfirm_hours',
        'start',
      ].sort(),
    );
    expect(body.published_at).toBe(now.toISOString());
    expect(eventEditPayload(form(), now).published_at).toBe('2021-09-01T08:00:00.000Z');
    expect(eventEditPayload(form({ published: false }), now).published_at).toBeNull();
  });

  it('requires name, English title, start, end, capacity and location, with the codes the server uses', () => {
    expect(eventEditProblems(form(), accompanying)).toEqual({});
    expect(
      eventEditProblems(form({ name: ' ', name_en: '', start: null, end: null, max_users: null, location: null }), accompanying),
    ).toEqual({
      name: 'Form.error.required',
      name_en: 'Form.error.required',
      start: 'Form.error.required',
      end: 'Form.error.required',
      max_users: 'Form.error.required',
      location: 'Form.error.required',
    });
  });

  it('asks no location of a seminar (it is in a hall) and refuses an end before the start and a link that is no web address', () => {
    const seminar = { eventtype: EVENT_TYPE.seminar, hall: 2, exhibitor: 4 };
    expect(eventEditProblems(form({ location: null }), seminar)).toEqual({});
    expect(
      eventEditProblems(form({ end: '2021-10-07T06:00:00.000Z', facebook_link: 'javascript:alert(1)' }), accompanying),
    ).toEqual({ end: 'Event.range', facebook_link: 'Event.link' });
  });
});
