/* global System */
// The hidden frame of a silent sign-in (or the popup of account linking's re-login) only hands the answer to the
// portal that opened it: it loads oidc-client-ts, not the portal (other settings are not read here).
System.import('oidc-client-ts').then(function (oidc) {
  var manager = new oidc.UserManager({
    authority: location.origin,
    client_id: 'seller-portal',
    redirect_uri: location.href,
  });
  return window.opener && window.opener !== window
    ? manager.signinPopupCallback()
    : manager.signinSilentCallback();
});
