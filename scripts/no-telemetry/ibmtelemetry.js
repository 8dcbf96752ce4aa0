#!/usr/bin/env node
// Deliberately empty: the portal does not collect or send install telemetry (see package.json).
