/**
 * Every refusal the server can give, by a stable code. The code is the contract: API clients
 * and the pages tell refusals apart by it, and it never changes when the wording does. Each
 * code has its HTTP status and its text in both languages; `{name}` marks a parameter.
 *
 * Codes follow Strapi v3's ids where Strapi has one (`Auth.form.error.*`), and name the
 * feature first otherwise. Pure data: the browser bundle imports it for the form messages.
 */
type ErrorEntry = { status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503; cs: string; en: string };

export const ERROR_CODES = {
  // Requests in general
  'Request.unauthorized': { status: 401, cs: 'Nejprve se přihlaste.', en: 'Sign in first.' },
  'Request.crossOrigin': { status: 403, cs: 'Požadavek z jiného webu byl odmítnut.', en: 'Cross-origin request refused.' },
  'Request.crossSite': {
    status: 403,
    cs: 'Jiné weby sem mohou odkazovat, ale nemohou tuto adresu načítat do svých stránek.',
    en: 'Other sites may link to this address but not load it into their pages.',
  },
  'Request.notFound': { status: 404, cs: 'Nenalezeno.', en: 'Not found.' },
  'Request.internal': {
    status: 500,
    cs: 'Něco se pokazilo. Zkuste to prosím znovu.',
    en: 'Something went wrong. Please try again.',
  },
  'Request.body.contentType': {
    status: 400,
    cs: 'Pošlete tělo ve formátu JSON s hlavičkou Content-Type: application/json.',
    en: 'Send a JSON body with Content-Type: application/json.',
  },
  'Request.body.json': { status: 400, cs: 'Tělo požadavku není platný JSON.', en: 'The body is not valid JSON.' },
  'Request.body.unknownField': { status: 400, cs: 'Neznámé pole „{field}“.', en: 'Unknown field "{field}".' },
  'Request.body.repeatedField': {
    status: 400,
    cs: 'Pole „{field}“ je v požadavku vícekrát.',
    en: 'The field "{field}" is given more than once.',
  },
  'Request.body.tooLarge': { status: 413, cs: 'Tělo požadavku je příliš velké.', en: 'The request body is too large.' },
  'Entry.notFound': { status: 404, cs: 'Záznam nebyl nalezen.', en: '{what} not found.' },

  // Values of any form or body field
  'Form.error.required': { status: 400, cs: 'Vyplňte toto pole.', en: 'This field is required.' },
  'Form.error.invalid': { status: 400, cs: 'Zkontrolujte prosím tuto hodnotu.', en: 'Please check this value.' },
  'Form.error.tooLong': { status: 400, cs: 'Text je příliš dlouhý.', en: 'This text is too long.' },
  // The same refusal where the form knows the field's limit (its maxLength, from core's schema).
  'Form.error.tooLong.max': {
    status: 400,
    cs: 'Text je příliš dlouhý: nejvýš {max} znaků.',
    en: 'This text is too long: at most {max} characters.',
  },
  'Form.error.dateRange': {
    status: 400,
    cs: 'Zadejte datum mezi lety 2000 a 2099.',
    en: 'Enter a date between the years 2000 and 2099.',
  },
  'Form.error.badCharacters': {
    status: 400,
    cs: 'Text obsahuje nepovolené znaky.',
    en: 'This text contains characters that are not allowed.',
  },
  'Form.error.username.min': {
    status: 400,
    cs: 'Uživatelské jméno musí mít alespoň 3 znaky.',
    en: 'Username must have at least 3 characters.',
  },
  'Form.error.username.chars': {
    status: 400,
    cs: 'Uživatelské jméno smí obsahovat jen písmena, číslice, tečku, pomlčku a podtržítko.',
    en: 'Username may contain letters, digits, dots, dashes and underscores only.',
  },
  'Form.error.email.min': {
    status: 400,
    cs: 'E-mail musí mít alespoň 6 znaků.',
    en: 'E-mail must have at least 6 characters.',
  },
  'Auth.form.error.email.format': {
    status: 400,
    cs: 'Zadejte platnou e-mailovou adresu.',
    en: 'Enter a valid e-mail address.',
  },
  'Form.error.password.min': {
    status: 400,
    cs: 'Heslo musí mít alespoň 8 znaků.',
    en: 'Password must have at least 8 characters.',
  },
  'Auth.form.error.password.matching': { status: 400, cs: 'Hesla se neshodují.', en: 'Passwords do not match.' },
  'Form.error.zip': { status: 400, cs: 'PSČ smí obsahovat jen číslice.', en: 'The postcode may contain digits only.' },
  'Form.error.phone': { status: 400, cs: 'Zadejte platné telefonní číslo.', en: 'Enter a valid phone number.' },
  'Form.error.regnumber': {
    status: 400,
    cs: 'IČO má 8 číslic a poslední z nich musí odpovídat kontrolnímu součtu. Zkontrolujte ho prosím.',
    en: 'A Czech company ID (IČO) has 8 digits, the last one a check digit. Please check it.',
  },
  'Form.error.vatNumber': {
    status: 400,
    cs: 'DIČ začíná kódem země a má tvar, jaký v té zemi platí: české CZ a 8 až 10 číslic (u firmy její IČO), slovenské např. SK2020202020, mimo EU např. CHE123456789.',
    en: 'A VAT number starts with its country code and has that country’s form: a Czech one is CZ and 8 to 10 digits (a company’s is its IČO), a Slovak one e.g. SK2020202020, outside the EU e.g. CHE123456789.',
  },

  // Accounts
  'Auth.form.error.invalid': {
    status: 400,
    cs: 'Uživatelské jméno, e-mail nebo heslo nejsou správné.',
    en: 'Identifier or password invalid.',
  },
  'Auth.form.error.blocked': {
    status: 403,
    cs: 'Váš účet byl zablokován administrátorem.',
    en: 'Your account has been blocked by an administrator.',
  },
  'Auth.form.error.confirmed': {
    status: 403,
    cs: 'Váš e-mail zatím není potvrzený. Klikněte prosím na odkaz v e-mailu, který jsme vám poslali.',
    en: 'Your account e-mail is not confirmed. Please click the link in the e-mail we sent you.',
  },
  'Auth.form.error.email.taken': {
    status: 400,
    cs: 'Tento e-mail už je registrován. Přihlaste se prosím.',
    en: 'This e-mail is already registered. Please log in.',
  },
  'Auth.form.error.username.taken': {
    status: 400,
    cs: 'Toto uživatelské jméno už je obsazené.',
    en: 'This username is already taken.',
  },
  'Auth.form.error.code.invalid': { status: 400, cs: 'Tento odkaz není platný.', en: 'This link is not valid.' },
  'Auth.form.error.code.used': { status: 400, cs: 'Tento odkaz už byl použit.', en: 'This link has already been used.' },
  'Auth.form.error.code.expired': { status: 400, cs: 'Platnost tohoto odkazu vypršela.', en: 'This link has expired.' },
  'Auth.form.error.password.current': {
    status: 400,
    cs: 'Současné heslo není správné.',
    en: 'The current password is not correct.',
  },
  'Auth.form.error.password.currentNeeded': {
    status: 400,
    cs: 'Pro změnu e-mailu nebo hesla zadejte současné heslo.',
    en: 'Enter your current password to change your e-mail or password.',
  },
  'Auth.form.error.ratelimit': {
    status: 429,
    cs: 'Příliš mnoho pokusů. Zkuste to prosím za chvíli znovu.',
    en: 'Too many attempts. Please try again in a while.',
  },
  'Auth.account.gone': { status: 401, cs: 'Tento účet už neexistuje.', en: 'The account no longer exists.' },
  'Users.forbidden.others': {
    status: 403,
    cs: 'Měnit smíte jen svůj vlastní účet.',
    en: 'You may change only your own account.',
  },
  'Users.forbidden.field': {
    status: 403,
    cs: 'Toto pole smí měnit jen administrátor.',
    en: 'Only an administrator may change {field}.',
  },
  'Users.forbidden.read': { status: 403, cs: 'Tento účet nesmíte zobrazit.', en: 'You may not see this account.' },
  'Users.forbidden.list': {
    status: 403,
    cs: 'Účty a role smí procházet jen administrátoři a organizátoři.',
    en: 'Only Admins and Organizers may list users and roles.',
  },
  'Users.forbidden.delete': { status: 403, cs: 'Účty smí mazat jen administrátor.', en: 'Only an Admin may delete accounts.' },
  'Users.forbidden.deleteSelf': { status: 403, cs: 'Vlastní účet smazat nemůžete.', en: 'You cannot delete your own account.' },
  'Users.forbidden.ownRole': {
    status: 403,
    cs: 'Vlastní roli změnit nemůžete. Požádejte o to jiného administrátora.',
    en: 'You cannot change your own role. Ask another Admin to do it.',
  },
  'Users.forbidden.blockSelf': { status: 403, cs: 'Vlastní účet zablokovat nemůžete.', en: 'You cannot block your own account.' },
  'Users.lastAdmin': {
    status: 409,
    cs: 'Jde o posledního administrátora. Nejdřív udělte roli Administrátor někomu dalšímu.',
    en: 'This is the last Admin. Make someone else an Admin first.',
  },
  'Users.forbidden.create': {
    status: 403,
    cs: 'Účty za jiné smí zakládat jen administrátor.',
    en: 'Only an Admin may create accounts for others.',
  },
  'Users.email.taken': {
    status: 400,
    cs: 'Tento e-mail už patří jinému účtu.',
    en: 'This e-mail already belongs to another account.',
  },
  'Users.unknownIds': { status: 400, cs: 'Neznámá čísla záznamů: {ids}.', en: 'Unknown ids in {field}: {ids}.' },
  'AdminArea.forbidden': {
    status: 403,
    cs: 'Administrace je pro organizátory a administrátory.',
    en: 'The admin area is for Organizers and Admins.',
  },
  'Outbox.forbidden': { status: 403, cs: 'Odchozí poštu smí číst jen administrátoři.', en: 'Only Admins may read the outbox.' },
  'Message.forbidden': {
    status: 403,
    cs: 'Psát účastníkům semináře smějí jen ti, kdo ho smějí upravovat; všem držitelům vstupenek jen administrátoři.',
    en: 'Only those who may edit a seminar write to its attendees; only Admins write to all ticket holders.',
  },
  'Message.noRecipients': { status: 400, cs: 'Zpráva by nedošla nikomu.', en: 'Nobody would receive this message.' },
  'Message.englishIncomplete': {
    status: 400,
    cs: 'Anglická verze potřebuje předmět i text, nebo ani jedno.',
    en: 'The English version needs both a subject and a text, or neither.',
  },

  // Events
  'Event.range': { status: 400, cs: 'Konec musí být po začátku.', en: 'The end must not be before the start.' },
  'Event.capacityBelowSignups': {
    status: 409,
    cs: 'Přihlášených je víc: kapacita nemůže být menší než jejich počet. Nejdřív odhlaste ty, kteří se nevejdou.',
    en: 'More people are signed up: the capacity cannot be lower than their number. Sign off those who will not fit first.',
  },
  'Event.link': {
    status: 400,
    cs: 'Zadejte celou webovou adresu začínající http:// nebo https://.',
    en: 'Enter a full web address starting with http:// or https://.',
  },
  'Event.forbidden.edit': {
    status: 403,
    cs: 'Tuto akci smíte upravovat, jen pokud upravujete jejího vystavovatele.',
    en: "You may change this event only if you edit its exhibitor's programme.",
  },
  'Event.forbidden.exhibitor': {
    status: 403,
    cs: 'Akce smíte vytvářet a přesouvat jen k vystavovatelům, které upravujete.',
    en: 'You may create and move events only for exhibitors you edit.',
  },
  'Attendance.forbidden': {
    status: 403,
    cs: 'Účastníky akce vidí jen ti, kdo ji smějí upravovat.',
    en: 'Only those who may edit this event see its attendees.',
  },
  'Attendance.notJoined': {
    status: 400,
    cs: 'Přítomnost lze označit jen u přihlášených účastníků.',
    en: 'Only users who joined the event can be marked present ({ids}).',
  },
  'Entry.unknownReference': {
    status: 400,
    cs: 'Vybraný záznam neexistuje.',
    en: 'Unknown {field}: {ids}.',
  },
  'Entry.notAnImage': {
    status: 400,
    cs: 'Vyberte obrázek; dokument sem vložit nelze.',
    en: 'The {field} must be an image, not a document.',
  },

  // Embeds (video and chat sources of events)
  'Embed.code': {
    status: 400,
    cs: 'Zadejte jen kód videa nebo chatu (písmena, číslice a . _ - / ? = &), ne celou webovou adresu.',
    en: 'Enter only the code of the video or chat (letters, digits and . _ - / ? = &), not a whole web address.',
  },
  'Embed.type': {
    status: 400,
    cs: 'Vyberte typ zdroje 1 až 6.',
    en: 'Choose a source type from 1 to 6.',
  },
  'Embed.forbidden.edit': {
    status: 403,
    cs: 'Tento zdroj smíte upravovat, jen pokud upravujete všechny akce, ke kterým patří.',
    en: 'You may change this embed only if you edit every event it is attached to.',
  },
  'Embed.forbidden.events': {
    status: 403,
    cs: 'Zdroje smíte připojovat jen k akcím, které upravujete, a alespoň k jedné.',
    en: 'You may attach embeds only to events you edit, and to at least one.',
  },

  // Reference data (event types, locations, halls) and the audit log: decision 019
  'ReferenceData.forbidden': {
    status: 403,
    cs: 'Typy akcí, místa a sály smí spravovat jen administrátoři.',
    en: 'Only Admins may manage event types, locations and halls.',
  },
  'EventType.delete': {
    status: 409,
    cs: 'Typy akcí nelze mazat, aby zůstaly v pořádku akce, které je používají.',
    en: 'Deleting eventtypes is prevented to keep internal integrity with existing events!',
  },
  'Location.inUse': {
    status: 409,
    cs: 'Místo nelze smazat, používají ho akce (počet: {count}). Nejprve je přesuňte jinam.',
    en: 'This location cannot be deleted: events still use it (count: {count}). Move them elsewhere first.',
  },
  'Hall.inUse': {
    status: 409,
    cs: 'Sál nelze smazat, používají ho akce (počet: {count}). Nejprve je přesuňte jinam.',
    en: 'This hall cannot be deleted: events still use it (count: {count}). Move them elsewhere first.',
  },
  'Hall.broadcast': {
    status: 400,
    cs: 'Zadejte přenos jako platforma:kód, např. youtube:dQw4w9WgXcQ nebo vimeo:576123456.',
    en: 'Enter the broadcast as platform:code, e.g. youtube:dQw4w9WgXcQ or vimeo:576123456.',
  },
  'Hall.slido': {
    status: 400,
    cs: 'Zadejte jen kód události Slido (písmena, číslice, - a _).',
    en: 'Enter only the Slido event code (letters, digits, - and _).',
  },
  'Hall.delay.forbidden': {
    status: 403,
    cs: 'Zpoždění sálů nastavují jen organizátoři a administrátoři.',
    en: 'Only Organizers and Admins may set a hall’s delay.',
  },
  'Hall.delay.notYours': {
    status: 403,
    cs: 'Zpoždění sálu {hall} smí nastavit jen administrátor nebo organizátor, jehož vystavovatelům patří všechny dnešní ještě neskončené akce v sále.',
    en: 'Only an Admin, or an Organizer whose exhibitors run every session still left today in {hall}, may set its delay.',
  },
  'Hall.delay.minutes': {
    status: 400,
    cs: 'Zadejte zpoždění v celých minutách od 0 do 180.',
    en: 'Enter the delay in whole minutes from 0 to 180.',
  },
  'Event.pastEdition': {
    status: 409,
    cs: 'Tato akce patří do minulého ročníku, který je už jen k nahlédnutí v archivu: přihlásit se na ni ani ji označit hvězdičkou nelze.',
    en: 'This event belongs to a past edition, which is only to be read in the archive: it can no longer be joined or starred.',
  },
  'Star.limit': {
    status: 409,
    cs: 'Označit hvězdičkou lze nejvýš {max} akcí. Nejprve některou odeberte.',
    en: 'You can star at most {max} events. Remove one first.',
  },
  'Version.forbidden': {
    status: 403,
    cs: 'Verze tohoto záznamu smí číst a obnovovat jen ten, kdo ho smí upravovat.',
    en: 'Only those who may edit this record may read and restore its versions.',
  },
  'Version.invalid': {
    status: 409,
    cs: 'Tuto verzi už nejde obnovit: neodpovídá dnešním pravidlům. Upravte záznam ručně.',
    en: 'This version can no longer be restored: it does not meet today’s rules. Edit the record by hand.',
  },
  'AuditLog.forbidden': {
    status: 403,
    cs: 'Záznam změn smí číst jen administrátoři.',
    en: 'Only Admins may read the audit log.',
  },

  // Content: exhibitors, patrons, speakers and the setting (decision 018)
  'Media.notImage': {
    status: 400,
    cs: 'Vyberte obrázek, ne jiný typ souboru.',
    en: 'Choose an image for {field}, not another kind of file.',
  },
  'Exhibitor.logo.required': { status: 400, cs: 'Chybí obrázek!', en: 'Missing image!' },
  'Exhibitor.inUse': {
    status: 409,
    cs: 'Vystavovatele ještě používají akce (počet: {count}); nejprve je přesuňte k jinému vystavovateli nebo smažte.',
    en: 'This exhibitor still has {count} events; move them to another exhibitor or delete them first.',
  },
  'Exhibitor.forbidden.edit': {
    status: 403,
    cs: 'Vystavovatele smí vytvářet, měnit a mazat jen administrátor.',
    en: 'Only an Admin may create, change and delete exhibitors.',
  },
  'Patron.image.required': { status: 400, cs: 'Chybí obrázek!', en: 'Missing image!' },
  'Patron.forbidden.edit': {
    status: 403,
    cs: 'Patrony smí vytvářet, měnit a mazat jen administrátor.',
    en: 'Only an Admin may create, change and delete patrons.',
  },
  'Speaker.forbidden.edit': {
    status: 403,
    cs: 'Řečníky vytvářejí administrátoři a organizátoři; řečníka upravuje administrátor a ti, kterým to povolil.',
    en: 'Admins and Organizers create speakers; a speaker is changed by Admins and by the users allowed to edit it.',
  },
  'Speaker.forbidden.field': {
    status: 403,
    cs: 'Toto pole u řečníka smí měnit jen administrátor nebo organizátor.',
    en: 'You may not change {field} of this speaker.',
  },
  'Speaker.forbidden.delete': {
    status: 403,
    cs: 'Řečníka, který vystupuje na akcích jiných vystavovatelů, smí smazat jen administrátor.',
    en: 'This speaker is on events of exhibitors you do not edit; only an Admin may delete them.',
  },
  'Setting.forbidden.edit': {
    status: 403,
    cs: 'Nastavení webu smí měnit jen administrátor.',
    en: 'Only an Admin may change the site setting.',
  },
  'Setting.patronsOrder.duplicate': {
    status: 400,
    cs: 'Každý patron smí být v pořadí jen jednou.',
    en: 'Patrons listed more than once in patrons_order: {ids}.',
  },

  // Content pages and the side menu (decision 020)
  'Page.forbidden.edit': {
    status: 403,
    cs: 'Stránky a menu smí měnit jen administrátor.',
    en: 'Only an Admin may create, change and delete pages and change the menu.',
  },
  'Page.slug': {
    status: 400,
    cs: 'Adresa stránky smí obsahovat jen malá písmena bez diakritiky, číslice a jednotlivé pomlčky.',
    en: 'The slug may hold only lower-case letters, digits and single hyphens.',
  },
  'Page.slug.taken': {
    status: 400,
    cs: 'Stránka s touto adresou v tomto jazyce už existuje.',
    en: 'A page with the slug "{slug}" already exists in {locale}.',
  },
  'Page.localization.exists': {
    status: 400,
    cs: 'Tato stránka už má verzi v tomto jazyce.',
    en: 'This page already has a version in {locale}.',
  },

  // Query parameters of the read API
  'Query.param.unknown': { status: 400, cs: 'Neznámý parametr „{param}“.', en: 'Unknown parameter "{param}".' },
  'Query.param.repeated': {
    status: 400,
    cs: 'Parametr „{param}“ je uveden vícekrát.',
    en: 'Parameter "{param}" is given more than once.',
  },
  'Query.param.tooManyValues': {
    status: 400,
    cs: 'Parametr „{param}“ má více než {max} hodnot.',
    en: 'Parameter "{param}" has more than {max} values.',
  },
  'Query.param.tooLong': {
    status: 400,
    cs: 'Parametr „{param}“ je delší než {max} znaků.',
    en: 'Parameter "{param}" is longer than {max} characters.',
  },
  'Query.param.badCharacters': {
    status: 400,
    cs: 'Parametr „{param}“ obsahuje nepovolené znaky.',
    en: 'Parameter "{param}" contains characters that are not allowed.',
  },
  'Query.param.oneOf': {
    status: 400,
    cs: 'Parametr „{param}“ musí být jedna z hodnot {allowed}.',
    en: 'Parameter "{param}" must be one of {allowed}.',
  },
  'Query.param.integer': {
    status: 400,
    cs: 'Parametr „{param}“ musí být celé číslo.',
    en: 'Parameter "{param}" must be an integer.',
  },
  'Query.param.id': {
    status: 400,
    cs: 'Parametr „{param}“ musí být kladné celé číslo.',
    en: 'Parameter "{param}" must be a positive integer.',
  },
  'Query.param.edition': {
    status: 400,
    cs: 'Parametr „{param}“ musí být rok existujícího ročníku.',
    en: 'Parameter "{param}" must be the year of an existing edition.',
  },
  'Query.param.boolean': {
    status: 400,
    cs: 'Parametr „{param}“ musí být true nebo false.',
    en: 'Parameter "{param}" must be true or false.',
  },
  'Query.param.date': {
    status: 400,
    cs: 'Parametr „{param}“ musí být datum nebo datum a čas ve formátu ISO.',
    en: 'Parameter "{param}" must be an ISO date or date-time.',
  },
  'Query.param.range': {
    status: 400,
    cs: 'Parametr „{param}“ musí být mezi {min} a {max}.',
    en: 'Parameter "{param}" must be between {min} and {max}.',
  },
  'Query.field.unknown': {
    status: 400,
    cs: 'Neznámé pole „{field}“ v parametru „{param}“.',
    en: 'Unknown field "{field}" in parameter "{param}".',
  },
  'Query.relation.unknown': {
    status: 400,
    cs: 'Neznámá vazba „{relation}“ v parametru „{param}“.',
    en: 'Unknown relation "{relation}" in parameter "{param}".',
  },
  'Query.relation.idOnly': {
    status: 400,
    cs: 'U vazby „{relation}“ lze filtrovat jen podle id (parametr „{param}“).',
    en: 'Only the id of "{relation}" can be filtered on (parameter "{param}").',
  },
  'Query.operator.unknown': {
    status: 400,
    cs: 'Neznámý operátor „{operator}“ v parametru „{param}“.',
    en: 'Unknown operator "{operator}" in parameter "{param}".',
  },
  'Query.operator.notAllowed': {
    status: 400,
    cs: 'Operátor „{operator}“ nelze použít na pole „{field}“ (parametr „{param}“); povolené: {allowed}.',
    en: 'Operator "{operator}" cannot be used on "{field}" (parameter "{param}"); allowed: {allowed}.',
  },
  'Query.sort.field': {
    status: 400,
    cs: 'Podle „{field}“ nelze řadit (parametr „_sort“); lze řadit podle: {sortable}.',
    en: 'Cannot sort by "{field}" (parameter "_sort"); sortable: {sortable}.',
  },
  'Query.sort.direction': {
    status: 400,
    cs: 'Směr řazení musí být asc nebo desc.',
    en: 'Sort direction must be asc or desc (parameter "_sort").',
  },
  'Query.editor.ownId': {
    status: 403,
    cs: 'Parametr „{param}“ se smí ptát jen na vaše vlastní id.',
    en: 'Parameter "{param}" may only ask for your own user id.',
  },
  'Search.text.length': {
    status: 400,
    cs: 'Hledaný text musí mít {min} až {max} znaků.',
    en: 'Search text must be {min} to {max} characters.',
  },
  'Search.text.noWords': {
    status: 400,
    cs: 'Hledaný text musí obsahovat písmena nebo číslice.',
    en: 'Search text must contain letters or digits.',
  },

  // Uploads
  'Upload.tooLarge': {
    status: 413,
    cs: 'Nahrávaný soubor je větší než {max} MB.',
    en: 'The upload is larger than {max} MB.',
  },
  'Upload.tooMany': {
    status: 400,
    cs: 'Najednou lze nahrát nejvýše {max} souborů.',
    en: 'Upload at most {max} files at once.',
  },
  'Upload.type': {
    status: 400,
    cs: 'Nahrát lze jen obrázky JPEG, PNG, WebP, GIF a AVIF a dokumenty PDF.',
    en: 'Only JPEG, PNG, WebP, GIF and AVIF images and PDF documents can be uploaded.',
  },
  'Upload.svg': {
    status: 400,
    cs: 'Obrázky SVG nahrát nelze; uložte obrázek jako PNG nebo WebP.',
    en: 'SVG images cannot be uploaded; save the picture as PNG or WebP.',
  },
  'Upload.pixels': {
    status: 400,
    cs: 'Obrázek má víc než {max} megapixelů. Zmenšete ho a nahrajte znovu.',
    en: 'The image has more than {max} megapixels. Make it smaller and upload it again.',
  },
  'Upload.totalPixels': {
    status: 400,
    cs: 'Obrázky jednoho nahrání mají dohromady víc než {max} megapixelů. Nahrajte je po menších skupinách.',
    en: 'The images of one upload have more than {max} megapixels together. Upload them in smaller groups.',
  },
  'Upload.multipart': {
    status: 400,
    cs: 'Pošlete soubory jako multipart/form-data v poli „files“.',
    en: 'Send the files as multipart/form-data in the field "files".',
  },
  'Upload.fileInfo': {
    status: 400,
    cs: 'Pole „fileInfo“ musí být objekt JSON s name, alternativeText a caption.',
    en: 'The field "fileInfo" must be a JSON object with name, alternativeText and caption.',
  },
  'Upload.forbidden': {
    status: 403,
    cs: 'Soubory smí nahrávat a spravovat jen administrátoři a organizátoři.',
    en: 'Only Admins and Organizers may upload and manage files.',
  },
  'Upload.storageUnavailable': {
    status: 503,
    cs: 'Úložiště souborů je teď nedostupné. Zkuste soubor nahrát za chvíli znovu.',
    en: 'File storage is unavailable right now. Please try the upload again in a moment.',
  },
  'Upload.forbidden.others': {
    status: 403,
    cs: 'Organizátor smí měnit a mazat jen soubory, které sám nahrál.',
    en: 'Organizers may change and delete only the files they uploaded.',
  },

  // Operations (decision 041)
  'Metrics.forbidden': {
    status: 403,
    cs: 'Metriky smí číst jen administrátoři nebo sběrač s platným tokenem.',
    en: 'Only Admins or a scraper with the metrics token may read the metrics.',
  },

  // Seminar sign-ups (decision 023)
  'Signup.notSignedIn': {
    status: 401,
    cs: 'Pro přihlášení na seminář se nejprve přihlaste ke svému účtu.',
    en: 'Sign in to your account to sign up for a seminar.',
  },
  'Signup.forbidden': {
    status: 403,
    cs: 'Přihlásit nebo odhlásit jiného uživatele smí jen administrátor.',
    en: 'Only an Admin may sign another user up or off.',
  },
  'Signup.notASeminar': {
    status: 400,
    cs: 'Přihlásit se lze jen na zveřejněný odborný seminář.',
    en: 'Only a published professional seminar takes sign-ups.',
  },
  'Signup.fillOut': {
    status: 400,
    cs: 'Před přihlášením na seminář vyplňte v profilu jméno, příjmení a telefon.',
    en: 'Fill in your first name, last name and phone in your profile before signing up.',
  },
  'Signup.noTicket': {
    status: 400,
    cs: 'Účast na semináři vyžaduje zakoupenou vstupenku na semináře nebo konferenci.',
    en: 'Attending a seminar requires a purchased seminar or conference ticket.',
  },
  'Signup.full': {
    status: 409,
    cs: 'Seminář je plně obsazen.',
    en: 'The seminar is full.',
  },
  // Sign-ups close at the start, leaving at the end (decision 071)
  'Signup.started': {
    status: 409,
    cs: 'Seminář už začal, přihlašování je uzavřené.',
    en: 'The seminar has already started; sign-ups are closed.',
  },
  'Signup.ended': {
    status: 409,
    cs: 'Seminář už proběhl, přihlášku na něj nelze změnit.',
    en: 'The seminar is over; its sign-ups can no longer be changed.',
  },
  'SeatConfirm.invalid': {
    status: 404,
    cs: 'Tento odkaz pro potvrzení místa neplatí. Použijte odkaz z posledního e-mailu.',
    en: 'This seat confirmation link is not valid. Use the link from the latest e-mail.',
  },
  'SeatConfirm.noSeat': {
    status: 409,
    cs: 'Na tomto semináři už místo nemáte: nebylo potvrzeno včas, nebo jste se odhlásili.',
    en: 'You no longer have a seat at this seminar: it was not confirmed in time, or you left.',
  },
  'SeatConfirm.late': {
    status: 409,
    cs: 'Termín pro potvrzení místa už uplynul; místo přechází na zájemce z pořadníku.',
    en: 'The time to confirm the seat has passed; it goes to the people waiting.',
  },
  // An event open at the door without registration (access_control only_unregitered, decision 027)
  'Signup.noRegistration': {
    status: 400,
    cs: 'Na tuto akci se nepřihlašuje předem: vstup je volný, stačí přijít.',
    en: 'This event takes no sign-ups: entry is free, just come.',
  },
  'Signup.waitlist.forbidden': {
    status: 403,
    cs: 'Pořadník semináře vidí jen ti, kdo smí seminář upravovat.',
    en: 'Only the editors of the seminar see its waiting list.',
  },
  'Signup.quick.emailTaken': {
    status: 400,
    cs: 'Email je již registrován, prosím přihlašte se.',
    en: 'User not created, email is already in use.',
  },
  'Signup.quick.signedIn': {
    status: 409,
    cs: 'Už jste přihlášeni: na seminář se přihlaste tlačítkem Přihlásit se na seminář.',
    en: 'You are already signed in: join the seminar with its Join button.',
  },
  'Signup.quick.joinFailed': {
    status: 500,
    cs: 'Chyba serveru, prosím zkuste to znovu.',
    en: 'User not updated, use the Sign up button again please.',
  },

  // Livestreams (issue 11)
  'Livestream.invalid': { status: 400, cs: 'Neplatné přístupové heslo!', en: 'Invalid access password!' },
  'Livestream.inefficient': {
    status: 403,
    cs: 'S vaším současným heslem sem přístup nemáte.',
    en: 'This cannot be accessed using your current password',
  },
  'Livestream.locked': {
    status: 403,
    cs: 'Přenos sledují přihlášení držitelé vstupenky nebo ti, kdo zadají přístupové heslo.',
    en: 'The stream is for signed-in ticket holders and for those who enter the access password.',
  },

  // Conference tickets (issue 9)
  'Ticket.amount.range': {
    status: 400,
    cs: 'Počet vstupenek musí být 1 až 50.',
    en: 'The number of tickets must be 1 to 50.',
  },
  'Ticket.promoCode.tooLong': {
    status: 400,
    cs: 'Promo kód může mít nejvýše 63 znaků.',
    en: 'A promo code has at most 63 characters.',
  },
  'Ticket.promoCode.invalid': { status: 400, cs: 'Neplatný promo kód.', en: 'Invalid promo code' },
  'Ticket.promoCode.usedUp': {
    status: 409,
    cs: 'Tento promo kód už byl vyčerpán.',
    en: 'This promo code has been used up.',
  },
  'Ticket.promoCode.expired': {
    status: 409,
    cs: 'Platnost tohoto promo kódu už skončila.',
    en: 'This promo code has expired.',
  },
  'Ticket.promoCode.notYetValid': {
    status: 409,
    cs: 'Tento promo kód zatím neplatí. Zkuste ho prosím později.',
    en: 'This promo code is not valid yet. Please try it later.',
  },
  'Ticket.promoCode.inactive': {
    status: 409,
    cs: 'Tento promo kód pořadatel vypnul.',
    en: 'The organisers have switched this promo code off.',
  },
  'TicketSales.notYetOpen': {
    status: 409,
    cs: 'Prodej vstupenek ještě nezačal.',
    en: 'Ticket sales have not opened yet.',
  },
  'TicketSales.closed': {
    status: 409,
    cs: 'Prodej vstupenek skončil.',
    en: 'Ticket sales are over.',
  },
  'TicketOffer.invalid': {
    status: 400,
    cs: 'Tento odkaz na nabídku vstupenek neplatí. Zkontrolujte ho prosím v e-mailu.',
    en: 'This ticket offer link is not valid. Please check it in the e-mail.',
  },
  'TicketOffer.expired': {
    status: 409,
    cs: 'Nabídka vstupenek z pořadníku už vypršela.',
    en: 'The waiting-list ticket offer has expired.',
  },
  'TicketOffer.used': {
    status: 409,
    cs: 'Nabídku vstupenek z pořadníku už někdo využil k objednávce.',
    en: 'The waiting-list ticket offer has already been used for an order.',
  },
  'TicketOffer.amount': {
    status: 409,
    cs: 'Počet vstupenek v nabídce: nejvýše {left}. Snižte prosím jejich počet.',
    en: 'The offer covers at most {left} tickets. Please lower the number.',
  },
  'TicketWaitlist.notSoldOut': {
    status: 409,
    cs: 'Vstupenky se ještě prodávají, pořadník je jen pro vyprodaný prodej.',
    en: 'Tickets are still on sale; the waiting list is for when they are sold out.',
  },
  'TicketWaitlist.consent': {
    status: 400,
    cs: 'Potvrďte prosím, že vám smíme napsat, až se vstupenka uvolní.',
    en: 'Please confirm that we may e-mail you when a ticket comes free.',
  },
  'TicketWaitlist.ordered': {
    status: 409,
    cs: 'Tento zájemce už si na nabídku vstupenky objednal.',
    en: 'This person has already ordered with their offer.',
  },
  'Ticket.priceMismatch': {
    status: 400,
    cs: 'Cena objednávky se liší od aktuálního ceníku ({price} Kč bez DPH za vstupenku). Zkontrolujte prosím objednávku a odešlete ji znovu.',
    en: 'The order’s price differs from the current price list ({price} CZK without VAT per ticket). Please check the order and send it again.',
  },
  'Ticket.soldOut': {
    status: 409,
    cs: 'Vstupenky na konferenci jsou vyprodané.',
    en: 'Conference tickets are sold out.',
  },
  'Ticket.quota': {
    status: 409,
    cs: 'Volných vstupenek zbývá už jen {left}. Snižte prosím jejich počet.',
    en: 'Tickets left: {left}. Please lower the number.',
  },
  'Ticket.idempotencyConflict': {
    status: 409,
    cs: 'Objednávka s tímto klíčem už byla odeslána s jinými údaji.',
    en: 'An order with this key was already sent with different details.',
  },
  'Ticket.idempotencyKey': {
    status: 400,
    cs: 'Hlavička Idempotency-Key musí mít 1 až 255 viditelných znaků ASCII.',
    en: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  },
  'Door.forbidden': {
    status: 403,
    cs: 'Vstupenky u vstupu kontrolují jen organizátoři a administrátoři.',
    en: 'Only Organizers and Admins check tickets at the door.',
  },
  'Occupancy.forbidden': {
    status: 403,
    cs: 'Obsazenost sálů a seminářů vidí jen organizátoři a administrátoři.',
    en: 'Only Organizers and Admins see the occupancy of halls and seminars.',
  },
  'Ticket.forbidden': {
    status: 403,
    cs: 'Vstupenky, promo kódy a jejich nastavení spravují jen administrátoři.',
    en: 'Only Admins manage tickets, promo codes and their settings.',
  },
  'Ticket.code.invalid': {
    status: 400,
    cs: 'Vstupenka s tímto kódem neexistuje. Zkontrolujte prosím kód (např. TI-7KQ4-M9XD-2HPA).',
    en: 'No ticket has this code. Please check it (e.g. TI-7KQ4-M9XD-2HPA).',
  },
  'Ticket.code.claimed': {
    status: 409,
    cs: 'Tuto vstupenku už někdo převzal.',
    en: 'This ticket has already been claimed.',
  },
  'Ticket.code.cancelled': {
    status: 409,
    cs: 'Tato vstupenka patří ke zrušené objednávce a už neplatí.',
    en: 'This ticket belongs to a cancelled order and is no longer valid.',
  },
  'Ticket.code.alreadyHeld': {
    status: 409,
    cs: 'Vstupenku už máte, další převzít nelze. Kód nechte kolegům.',
    en: 'You already have a ticket and cannot claim another. Leave the code to a colleague.',
  },
  'TicketOrder.cancelled': {
    status: 409,
    cs: 'Objednávka {number} je zrušená, nelze ji označit jako zaplacenou.',
    en: 'Order {number} is cancelled; it cannot be marked paid.',
  },
  'TicketOrder.unpaid.notPaid': {
    status: 409,
    cs: 'Objednávka {number} není zaplacená (je zrušená), zaplacení nelze vrátit.',
    en: 'Order {number} is not paid (it is cancelled); its payment cannot be taken back.',
  },
  'TicketOrder.unpaid.claimed': {
    status: 409,
    cs: 'Vstupenky z objednávky {number} už někdo převzal (počet: {count}), zaplacení proto nelze vrátit. Nejdřív je uvolněte, nebo objednávku zrušte.',
    en: 'Tickets of order {number} have been claimed (count: {count}), so its payment cannot be taken back. Release them first, or cancel the order.',
  },
  'TicketOrder.paidOn.range': {
    status: 400,
    cs: 'Datum platby musí být mezi dnem vystavení objednávky a dneškem.',
    en: 'The payment date must lie between the order’s date of issue and today.',
  },
  'TicketOrder.resend.cancelled': {
    status: 409,
    cs: 'Objednávka {number} je zrušená, její potvrzení už neposíláme.',
    en: 'Order {number} is cancelled; its confirmation is no longer sent.',
  },
  'TicketOrder.noInvoice': {
    status: 409,
    cs: 'K objednávce {number} nelze vystavit doklad: v nastavení vstupenek chyběly při objednávce údaje dodavatele (bankovní účet).',
    en: 'No document can be made for order {number}: the supplier data (bank account) were missing from the ticket settings when it was placed.',
  },
  'TicketOrder.statement.format': {
    status: 400,
    cs: 'Soubor se nepodařilo přečíst jako bankovní výpis (GPC/ABO nebo CSV export banky).',
    en: 'The file could not be read as a bank statement (GPC/ABO or a bank’s CSV export).',
  },
  'TicketOrder.statement.missing': {
    status: 400,
    cs: 'Vyberte soubor s bankovním výpisem.',
    en: 'Choose a bank statement file.',
  },
  'Payment.reverse.reversal': {
    status: 400,
    cs: 'Vrácení platby nelze znovu vrátit.',
    en: 'A reversal cannot itself be taken back.',
  },
  'Payment.reverse.cancelled': {
    status: 409,
    cs: 'Objednávka {number} je zrušená: její peníze řeší vratka, platbu už nelze vzít zpět.',
    en: 'Order {number} is cancelled: its money is a refund’s business; the payment can no longer be taken back.',
  },
  'BankLine.assigned': {
    status: 409,
    cs: 'Tento řádek výpisu už je přiřazen k objednávce {number}.',
    en: 'This statement line is already assigned to order {number}.',
  },
  'BankLine.currency': {
    status: 409,
    cs: 'Platbu v měně {currency} nelze přiřadit k objednávce v Kč.',
    en: 'A payment in {currency} cannot be assigned to an order in CZK.',
  },
  'BankLine.noOrder': {
    status: 400,
    cs: 'Objednávka s tímto číslem nebo variabilním symbolem neexistuje.',
    en: 'No order has this number or variable symbol.',
  },
  'Refund.refundedOn.range': {
    status: 400,
    cs: 'Datum vrácení musí být mezi vznikem vratky a dneškem.',
    en: 'The refund date must lie between the day the refund arose and today.',
  },
  'PromoCode.chars': {
    status: 400,
    cs: 'Promo kód smí obsahovat jen písmena bez diakritiky, číslice, pomlčku a podtržítko.',
    en: 'A promo code may contain letters without accents, digits, dashes and underscores only.',
  },
  'PromoCode.discount': {
    status: 400,
    cs: 'Sleva je celé procento od 1 do 100.',
    en: 'The discount is a whole percentage from 1 to 100.',
  },
  'PromoCode.window': {
    status: 400,
    cs: 'Konec platnosti musí být až po jejím začátku.',
    en: 'The end of validity must come after its start.',
  },
  'PromoCode.taken': {
    status: 409,
    cs: 'Promo kód „{code}“ už existuje (velikost písmen se nerozlišuje).',
    en: 'The promo code "{code}" already exists (case is ignored).',
  },
  'PromoCode.inUse': {
    status: 409,
    cs: 'Promo kód byl použit v objednávkách (počet: {count}), proto ho nelze smazat. Místo toho ho deaktivujte.',
    en: 'This promo code was used in orders (count: {count}), so it cannot be deleted. Deactivate it instead.',
  },
  'AccessCode.forbidden': {
    status: 403,
    cs: 'Přístupové kódy k přenosům spravují jen administrátoři.',
    en: 'Only Admins manage livestream access codes.',
  },
  'AccessCode.passphrase.min': {
    status: 400,
    cs: 'Heslo musí mít alespoň 8 znaků.',
    en: 'A passphrase has at least 8 characters.',
  },
  'AccessCode.passphrase.chars': {
    status: 400,
    cs: 'Heslo smí obsahovat jen písmena, číslice, mezery, tečky, pomlčky a podtržítka.',
    en: 'A passphrase may contain letters, digits, spaces, dots, dashes and underscores only.',
  },
  'AccessCode.orderCancelled': {
    status: 409,
    cs: 'Objednávka, ze které kód vznikl, je zrušená: kód je zneplatněný a nelze ho měnit.',
    en: 'The order that issued this code is cancelled: the code is revoked and cannot be changed.',
  },
  'AccessCode.taken': {
    status: 409,
    cs: 'Toto heslo už má jiný přístupový kód (i zneplatněný). Zvolte jiné.',
    en: 'Another access code already has this passphrase (revoked ones count too). Choose another.',
  },
  'AccessCode.rights': {
    status: 400,
    cs: 'Vyberte alespoň jedno právo: konferenci, nebo semináře.',
    en: 'Choose at least one right: the conference or the seminars.',
  },
  'AccessCode.validUntil': {
    status: 400,
    cs: 'Platnost musí skončit v budoucnosti.',
    en: 'The validity must end in the future.',
  },
  'AccessCode.used': {
    status: 409,
    cs: 'Kód už byl použit, proto ho nelze smazat. Místo toho ho zneplatněte.',
    en: 'This code has been used, so it cannot be deleted. Revoke it instead.',
  },
  'AccessCode.ordered': {
    status: 409,
    cs: 'Kód patří k objednávce {number}, proto ho nelze smazat. Místo toho ho zneplatněte.',
    en: 'This code belongs to order {number}, so it cannot be deleted. Revoke it instead.',
  },
  'TicketSettings.regnumber': {
    status: 400,
    cs: 'IČO má 8 číslic a poslední z nich musí odpovídat kontrolnímu součtu.',
    en: 'A registration number (IČO) has 8 digits, the last one a check digit.',
  },
  'TicketSettings.vatNumber': {
    status: 400,
    cs: 'DIČ začíná kódem země (CZ a 8 až 10 číslic).',
    en: 'A VAT number starts with the country code (CZ and 8 to 10 digits).',
  },
  'TicketSettings.bankAccount': {
    status: 400,
    cs: 'Zadejte číslo účtu ve tvaru [předčíslí-]číslo/kód banky, které projde kontrolou ČNB.',
    en: 'Enter the account as [prefix-]number/bank code, passing the Czech National Bank check.',
  },
  'TicketSettings.iban': { status: 400, cs: 'Zadejte platný IBAN.', en: 'Enter a valid IBAN.' },
  'Edition.forbidden': {
    status: 403,
    cs: 'Ročníky spravují jen administrátoři.',
    en: 'Only Admins manage editions.',
  },
  'Edition.notFound': { status: 404, cs: 'Ročník nebyl nalezen.', en: 'Edition not found.' },
  'Edition.yearTaken': { status: 409, cs: 'Ročník tohoto roku už existuje.', en: 'An edition of this year exists already.' },
  'Edition.dates': {
    status: 400,
    cs: 'Hlavní den musí ležet mezi prvním a posledním dnem doprovodného programu.',
    en: 'The main day must lie between the first and last day of the accompanying programme.',
  },
  'Edition.noPrevious': {
    status: 400,
    cs: 'Nový ročník se zakládá z předchozího; žádný starší ročník není.',
    en: 'A new edition is made from the previous one; there is no earlier edition.',
  },
  'Edition.archived': {
    status: 409,
    cs: 'Ročník {year} je v archivu: jeho program a nastavení už nelze měnit.',
    en: 'Edition {year} is archived: its programme and settings can no longer be changed.',
  },
  'TicketSettings.salesWindow': {
    status: 400,
    cs: 'Konec prodeje musí být až po jeho začátku.',
    en: 'Sales must end after they start.',
  },
  'TicketSettings.ibanMismatch': {
    status: 400,
    cs: 'IBAN neodpovídá číslu účtu.',
    en: 'The IBAN does not match the account number.',
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The HTTP status the server answers the code with. */
export function errorStatus(code: ErrorCode): ErrorEntry['status'] {
  return ERROR_CODES[code].status;
}

/** The code's text in one language with its parameters filled in; unknown parameters stay as written. */
export function errorText(code: ErrorCode, locale: 'cs' | 'en', params: Record<string, string | number> = {}): string {
  return ERROR_CODES[code][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
