// Runs before install, start and tests. Written for any Node version, so an old one gets this message rather
// than a syntax error from newer code.
var required = [22, 15];
var parts = process.versions.node.split('.').map(Number);
if (parts[0] < required[0] || (parts[0] === required[0] && parts[1] < required[1])) {
  console.error(
    'Seller Portal needs Node.js ' +
      required.join('.') +
      ' or newer; this is ' +
      'v' +
      process.versions.node +
      '. ' +
      'Install Node.js 22 or 24, the current LTS lines (https://nodejs.org), and run the command again.',
  );
  process.exit(1);
}
