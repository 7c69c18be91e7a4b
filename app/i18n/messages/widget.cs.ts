/** Czech texts of the printable programme link and the widget documentation page (decision 039); spread into messages/cs.ts. */
export const widgetCs = {
  'programme.pdf': 'Program v PDF',

  'widget.fairLink': 'Vystavujete? Ukažte své akce z programu na vlastním webu',
  'widget.title': 'Program na vašem webu',
  'widget.lead':
    'Vystavovatelé a partneři mohou na svém webu zobrazit své akce z programu Týdne inovací: podle vystavovatele, sálu nebo oblasti, česky nebo anglicky, ve světlém nebo tmavém vzhledu.',
  'widget.metaDescription':
    'Vložte program Týdne inovací ČR na svůj web: akce vystavovatele, sálu nebo oblasti ve vloženém okně, bez cookies a bez sledování.',
  'widget.builderTitle': 'Sestavte si kód',
  'widget.exhibitor': 'Vystavovatel',
  'widget.anyExhibitor': 'Kterýkoli vystavovatel',
  'widget.hall': 'Sál',
  'widget.anyHall': 'Kterýkoli sál',
  'widget.area': 'Oblast',
  'widget.anyArea': 'Všechny oblasti',
  'widget.lang': 'Jazyk',
  'widget.langCs': 'Čeština',
  'widget.langEn': 'Angličtina',
  'widget.theme': 'Vzhled',
  'widget.themeAuto': 'Podle systému návštěvníka',
  'widget.themeLight': 'Světlý',
  'widget.themeDark': 'Tmavý',
  'widget.count': 'Widget zobrazí: {what}',
  'widget.chooseFirst': 'Vyberte vystavovatele, sál nebo oblast: celý týden je na widget příliš dlouhý.',
  'widget.scriptTitle': 'Kód se skriptem (doporučeno)',
  'widget.scriptHint':
    'Vložte kód tam, kde má program být. Skript vloží okno s programem, které se přizpůsobí šířce stránky a výšce seznamu.',
  'widget.iframeTitle': 'Jen okno (iframe), bez skriptu',
  'widget.iframeHint': 'Pro stránky, které nepovolují cizí skripty. Výšku okna nastavte sami.',
  'widget.copy': 'Kopírovat',
  'widget.copied': 'Zkopírováno',
  'widget.previewTitle': 'Náhled',
  'widget.previewFrame': 'Náhled vloženého programu',
  'widget.privacyTitle': 'Soukromí návštěvníků',
  'widget.privacy':
    'Widget se načítá z našeho webu, nenastavuje ani nečte žádné cookies, nic neměří a nesleduje. Odkazy na akce se otevírají v nové záložce na našem webu.',
  'widget.dataNote':
    'Ukazuje zveřejněné akce tak, jak je vidí nepřihlášený návštěvník, včetně posunutých časů, když sál má zpoždění. Změny programu se v něm projeví do minuty.',
} as const;
