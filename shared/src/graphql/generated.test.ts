import { resolve } from 'node:path';
import { describeGeneratedOperations } from '../../build/codegen-freshness.mjs';
import config from '../../codegen.js';

describeGeneratedOperations(config, resolve(import.meta.dirname, '../..'));
