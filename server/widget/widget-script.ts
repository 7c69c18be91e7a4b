/**
 * /embed/programme.js: what a partner's page loads (decision 039). Plain ES5 so any page can
 * run it, ~1 kB, never part of our own bundles. It reads its own data-* attributes, inserts an
 * iframe of /embed/programme from the script's origin right after itself (or into the element
 * named by data-target) and sizes the iframe to the height the list reports. It sets and reads
 * no cookies and sends nothing but the list's parameters.
 */
export const WIDGET_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src).origin;
  var data = script.dataset;
  var query = [];
  ['exhibitor', 'hall', 'area', 'lang', 'theme'].forEach(function (name) {
    if (data[name]) query.push(name + '=' + encodeURIComponent(data[name]));
  });
  var frame = document.createElement('iframe');
  frame.src = origin + '/embed/programme?' + query.join('&');
  frame.title = data.title || (data.lang === 'en' ? 'Programme' : 'Program');
  frame.setAttribute('loading', 'lazy');
  frame.setAttribute('referrerpolicy', 'no-referrer');
  frame.style.cssText = 'display:block;width:100%;max-width:100%;height:320px;border:0;background:transparent';
  var target = data.target && document.getElementById(data.target);
  if (target) target.appendChild(frame);
  else script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var message = event.data;
    if (message && message.type === 'innoweek-widget-height' && typeof message.height === 'number' && message.height > 0)
      frame.style.height = Math.min(Math.ceil(message.height), 20000) + 'px';
  });
})();
`;
