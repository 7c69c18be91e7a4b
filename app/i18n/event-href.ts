import { eventHref as programmeEventHref } from '../components/programme/event-paths';
import type { Locale } from './locale';

/**
 * The page of an event for lists that carry the type as `eventtype` (API-shaped rows). The
 * one rule of where each type lives is the programme's `eventHref` (decision 007).
 */
export function eventHref(event: { id: number; slug?: string | null; eventtype: number }, locale: Locale): string {
  return programmeEventHref({ id: event.id, type: event.eventtype, slug: event.slug ?? '' }, locale);
}
