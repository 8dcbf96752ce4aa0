/* global System */
// Starts the portal once SystemJS is loaded (no inline script, so the page's Content-Security-Policy allows only
// files of the portal itself). A developer who opted in (localStorage.devtools) gets import-map-overrides first,
// so one module can point at their local build before SystemJS reads the import maps.
(function () {
  var overrides = '{{importMapOverrides}}';
  function start() {
    System.import('@seller-portal/root-config');
  }
  var devtools = false;
  try {
    devtools = Boolean(localStorage.getItem('devtools'));
  } catch {
    // Storage refused (privacy settings): no developer overrides.
  }
  if (!devtools) return start();
  var script = document.createElement('script');
  script.src = overrides;
  script.onload = start;
  script.onerror = start;
  document.head.appendChild(script);
})();
