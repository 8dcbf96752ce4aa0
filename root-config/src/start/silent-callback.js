// The hidden frame of a silent sign-in (or the popup of account linking's re-login) only hands the identity
// provider's answer to the portal that opened it, as oidc-client-ts's signinSilentCallback and signinPopupCallback do
// (their message: { source: 'oidc-client', url, keepOpen }), without loading SystemJS or oidc-client-ts: in a frame of
// its own, every script is parsed again, and on a slow CPU that delayed every signed-in page load
// (docs/adr/003-browser-bytes.md, dated section "the first round trips"). silent-callback.test.ts holds it to the
// library's own callbacks.
(function () {
  var message = { source: 'oidc-client', url: location.href, keepOpen: false };
  var opener = window.opener && window.opener !== window ? window.opener : null;
  var parent = window.parent && window.parent !== window ? window.parent : null;
  var target = opener || parent;
  if (target) return target.postMessage(message, location.origin);
  // A popup whose opener is gone (cross-origin-opener-policy): the library's channel for the sign-in's state.
  var state = new URL(location.href).searchParams.get('state');
  if (!state || typeof BroadcastChannel !== 'function') return;
  var channel = new BroadcastChannel('oidc-client-popup-' + state);
  channel.postMessage(message);
  channel.close();
})();
