/**
 * How many events one account may star (decision 038). An edition has tens to a few hundred
 * events; the cap only stops a script from filling the table, and the browser keeps the same
 * number so a guest's stars always fit into the account.
 */
export const MAX_STARS = 300;

/** The localStorage key of a guest's stars (a JSON array of event ids). */
export const BROWSER_STARS_KEY = 'innoweek.stars';
