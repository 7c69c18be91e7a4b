/**
 * Runs in <head> before the body is parsed, so the first paint already has the right theme:
 * the stored choice (localStorage `theme`: light|dark), else the system preference. React
 * never renders the class of <html>, so hydration keeps what this script set.
 */
export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';

export const themeScript = `(function(){try{var d=document.documentElement,t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t!=='light'&&t!=='dark'){t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}d.classList.remove('light','dark');d.classList.add(t);d.style.colorScheme=t}catch(e){}})()`;

/** Applies and remembers a theme (the toggle's click handler). */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or storage disabled: the theme still applies to this page.
  }
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}
