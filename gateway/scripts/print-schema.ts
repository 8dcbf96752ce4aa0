// Prints the gateway's public schema to gateway/schema.graphql (the committed API snapshot), from the domain list.
import { writeFileSync } from 'node:fs';
import { printGatewaySchema } from '../src/schema/type-defs.js';

writeFileSync(new URL('../schema.graphql', import.meta.url), printGatewaySchema());
