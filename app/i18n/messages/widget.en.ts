import type { widgetCs } from './widget.cs';

/** English texts of the printable programme link and the widget documentation page (decision 039). */
export const widgetEn = {
  'programme.pdf': 'Programme as PDF',

  'widget.fairLink': 'Exhibiting? Show your events from the programme on your own website',
  'widget.title': 'The programme on your website',
  'widget.lead':
    'Exhibitors and partners can show their events from the Innovation Week programme on their own website: by exhibitor, hall or area, in Czech or English, light or dark.',
  'widget.metaDescription':
    'Put the Innovation Week programme on your website: the events of an exhibitor, a hall or an area in an embedded frame, with no cookies and no tracking.',
  'widget.builderTitle': 'Build your snippet',
  'widget.exhibitor': 'Exhibitor',
  'widget.anyExhibitor': 'Any exhibitor',
  'widget.hall': 'Hall',
  'widget.anyHall': 'Any hall',
  'widget.area': 'Area',
  'widget.anyArea': 'All areas',
  'widget.lang': 'Language',
  'widget.langCs': 'Czech',
  'widget.langEn': 'English',
  'widget.theme': 'Theme',
  'widget.themeAuto': "Follow the visitor's system",
  'widget.themeLight': 'Light',
  'widget.themeDark': 'Dark',
  'widget.count': 'The widget shows: {what}',
  'widget.chooseFirst': 'Choose an exhibitor, a hall or an area: the whole week is too long for a widget.',
  'widget.scriptTitle': 'Snippet with script (recommended)',
  'widget.scriptHint':
    'Paste the snippet where the programme should appear. The script inserts a frame with the programme that fits the width of your page and the height of the list.',
  'widget.iframeTitle': 'Frame only (iframe), no script',
  'widget.iframeHint': 'For sites that do not allow third-party scripts. Set the frame height yourself.',
  'widget.copy': 'Copy',
  'widget.copied': 'Copied',
  'widget.previewTitle': 'Preview',
  'widget.previewFrame': 'Preview of the embedded programme',
  'widget.privacyTitle': "Visitors' privacy",
  'widget.privacy':
    'The widget loads from our website, sets and reads no cookies, measures and tracks nothing. Links to events open our website in a new tab.',
  'widget.dataNote':
    'It shows published events as a guest sees them, with shifted times when a hall runs late. Programme changes show within a minute.',
} as const satisfies Record<keyof typeof widgetCs, string>;
