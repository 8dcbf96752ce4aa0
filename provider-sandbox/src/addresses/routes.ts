import express, { type Router } from 'express';
import { badRequest } from '../http/errors.js';
import { queryParam } from '../http/params.js';
import { FieldChecks } from '../http/validation.js';
import { searchAddresses, TYPEAHEAD_MAX_LENGTH, TYPEAHEAD_MIN_LENGTH } from './directory.js';

/** GET /v1/addresses/typeahead?query=&international= (spec 01 section 7): addresses with their label. */
export function addressesRouter(): Router {
  const router = express.Router();
  router.get('/v1/addresses/typeahead', (req, res) => {
    const checks = new FieldChecks();
    const query = checks.required(
      queryParam(req, 'query'),
      'query',
      `Type at least ${TYPEAHEAD_MIN_LENGTH} characters`,
      TYPEAHEAD_MAX_LENGTH,
    );
    if (query && query.length < TYPEAHEAD_MIN_LENGTH) {
      checks.fail('query', `Type at least ${TYPEAHEAD_MIN_LENGTH} characters`);
    }
    const international = queryParam(req, 'international');
    if (international !== undefined && international !== 'true' && international !== 'false') {
      throw badRequest('Validation failed', [{ field: 'international', message: 'Must be true or false' }]);
    }
    checks.done();
    res.set('cache-control', 'private, max-age=300').json(searchAddresses(query, international === 'true'));
  });
  return router;
}
