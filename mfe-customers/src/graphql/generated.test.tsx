// @vitest-environment node
import { describeGeneratedOperations } from '../../../shared/build/codegen-freshness.mjs';
import config from '../../codegen.js';

describeGeneratedOperations(config);
