import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_USERS,
  emptyEventForm,
  eventFormProblems,
  fieldsOfType,
  formToPayload,
  missesRequired,
  sameEventForm,
  type EventForm,
} from './event-form';

const seminar = (over: Partial<EventForm> = {}): EventForm => ({
  ...emptyEventForm(),
  name: 'AI ve výrobě',
  eventtype: 1,
  start: '2021-10-12T07:00:00.000Z',
  end: '2021-10-12T09:00:00.000Z',
  hall: 2,
  exhibitor: 3,
  ...over,
});

describe('admin event form', () => {
  it('starts a new event as a draft seminar for 50 people', () => {
    const form = emptyEventForm();
    expect(form.eventtype).toBe(1);
    expect(form.max_users).toBe(DEFAULT_MAX_USERS);
    expect(form.max_users).toBe(50);
    expect(form.published).toBe(false);
  });

  it('asks for name, type, start and end, then what the type needs', () => {
    expect(eventFormProblems({ ...emptyEventForm(), eventtype: null })).toEqual({
      name: 'Form.error.required',
      eventtype: 'Form.error.required',
      start: 'Form.error.required',
      end: 'Form.error.required',
    });
    expect(eventFormProblems(seminar({ hall: null, exhibitor: null, max_users: null }))).toEqual({
      hall: 'Form.error.required',
      exhibitor: 'Form.error.required',
      max_users: 'Form.error.required',
    });
    expect(eventFormProblems(seminar({ eventtype: 2, hall: null, max_users: null }))).toEqual({
      location: 'Form.error.required',
    });
    expect(eventFormProblems(seminar())).toEqual({});
  });

  it('marks every missing field of a new seminar at once, the dates included', () => {
    expect(eventFormProblems({ ...emptyEventForm(), max_users: null })).toEqual({
      name: 'Form.error.required',
      start: 'Form.error.required',
      end: 'Form.error.required',
      hall: 'Form.error.required',
      exhibitor: 'Form.error.required',
      max_users: 'Form.error.required',
    });
  });

  it('refuses an end before the start, which is not a missing field', () => {
    const problems = eventFormProblems(seminar({ end: '2021-10-12T06:00:00.000Z' }));
    expect(problems).toEqual({ end: 'Event.range' });
    expect(missesRequired(problems)).toBe(false);
    expect(missesRequired(eventFormProblems(seminar({ name: '  ' })))).toBe(true);
  });

  it('publishes with the time of saving, keeps the first publication time, and unpublishes to null', () => {
    const now = new Date('2021-09-01T10:00:00.000Z');
    expect(formToPayload(seminar({ published: true }), now).published_at).toBe('2021-09-01T10:00:00.000Z');
    expect(formToPayload(seminar({ published: true, published_at: '2021-08-01T00:00:00.000Z' }), now).published_at).toBe(
      '2021-08-01T00:00:00.000Z',
    );
    expect(formToPayload(seminar({ published: false, published_at: '2021-08-01T00:00:00.000Z' }), now).published_at).toBeNull();
  });

  it('sends relations as ids and speakers in their order', () => {
    const payload = formToPayload(
      seminar({
        speakers: [7, 3, 5],
        image: { id: 11 } as EventForm['image'],
        files: [{ id: 4 }, { id: 9 }] as EventForm['files'],
      }),
    );
    expect(payload).toMatchObject({ speakers: [7, 3, 5], image: 11, files: [4, 9], hall: 2, exhibitor: 3, eventtype: 1 });
    expect(payload).not.toHaveProperty('embeds');
  });

  it('is unchanged when only the embeds (saved on their own) differ', () => {
    const a = seminar();
    expect(sameEventForm(a, { ...a, embeds: [{ id: 1 } as EventForm['embeds'][number]] })).toBe(true);
    expect(sameEventForm(a, { ...a, name: 'Jiný název' })).toBe(false);
    expect(sameEventForm(a, { ...a, speakers: [2, 1] })).toBe(false);
  });

  it('shows a hall for seminars and panels, a location for the rest, and never hides a set value', () => {
    expect(fieldsOfType(seminar())).toEqual({ hall: true, location: false, maxUsers: true });
    expect(fieldsOfType(seminar({ eventtype: 2, hall: null }))).toEqual({ hall: false, location: true, maxUsers: false });
    expect(fieldsOfType(seminar({ eventtype: 2, hall: 4 })).hall).toBe(true);
    expect(fieldsOfType(seminar({ eventtype: 3, hall: null, max_users: 120 })).maxUsers).toBe(true);
  });
});
