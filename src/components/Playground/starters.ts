/**
 * Starter examples of the playground, per version family (5.x, 6.x, 7.x and Next). Each is code in
 * the playground's form (imports from the release, `export default` the middlewares to run, or a
 * whole Express app) and a request. Written for the oldest release of the family, so each runs
 * in every version of it: the 6.x ones avoid what 6.0 lacks (`notEmpty()`, `bail()`), the 5.x
 * ones import from `express-validator/check`. e2e/playground.spec.ts runs each in the browser and
 * in Node against the same release and compares the results.
 */
export type Starter = {id: string; label: string; code: string; request: string};

const request = (r: Record<string, unknown>) => JSON.stringify({method: 'POST', path: '/', ...r}, null, 2) + '\n';

const signupRequest = request({body: {email: '  Ada@Example.COM ', password: 'short', age: '42'}});
const wildcardRequest = request({
  body: {
    items: [
      {sku: 'A-1', quantity: '2'},
      {sku: '', quantity: '0'},
    ],
  },
});
const schemaRequest = request({body: {username: '  al '}, query: {page: '2'}});
const customRequest = request({
  body: {username: 'ada', password: 'correct horse', passwordConfirmation: 'correct hors'},
});
const oneOfRequest = request({body: {phone: 'not a number'}});

type Major = 5 | 6 | 7;

/** The module a family imports its validation chains from: 5.x's `check` entry point, else the root. */
const moduleOf = (major: Major) => (major === 5 ? 'express-validator/check' : 'express-validator');

/**
 * Every starter once, with what differs between families written where it differs: the module,
 * what 6.0 lacks (`notEmpty()`, the options of `isArray()`), the form of the custom validator, and
 * the message of `oneOf()` (an argument in 5.x and 6.x, an option from 7.0). `majors` lists the
 * families a starter exists for (all when absent).
 */
const starters: {id: string; label: string; request: string; majors?: Major[]; code: (major: Major) => string}[] = [
  {
    id: 'signup',
    label: 'Signup form',
    request: signupRequest,
    code: (major) => `import { body } from '${moduleOf(major)}';

// The middlewares run in this order, as they would in an Express route.
export default [
  body('email')
    .trim()
    .isEmail()
    .withMessage('Enter a valid email address')
    .normalizeEmail(),
  body('password')
    .isLength({ min: 8 })
    .withMessage('Use at least 8 characters'),
  body('age')
    .optional()
    .isInt({ min: 13 })
    .withMessage('You must be 13 or older')
    .toInt(),
];
`,
  },
  {
    id: 'wildcard',
    label: 'Array of objects (wildcard)',
    request: wildcardRequest,
    code: (major) => `import { body } from '${moduleOf(major)}';

export default [
  body('items')
${
  major === 7
    ? `    .isArray({ min: 1 })
    .withMessage('Send at least one item'),
  body('items.*.sku')
    .isString()
    .notEmpty()
    .withMessage('Every item needs a SKU'),`
    : `    .isArray()
    .withMessage('Send a list of items'),
  body('items.*.sku')
    .isLength({ min: 1 })
    .withMessage('Every item needs a SKU'),`
}
  body('items.*.quantity')
    .isInt({ min: 1 })
    .withMessage('Quantities start at 1')
    .toInt(),
];
`,
  },
  {
    id: 'schema',
    label: 'Schema',
    request: schemaRequest,
    code: (major) => `import { checkSchema } from '${moduleOf(major)}';

export default checkSchema({
  username: {
    in: ['body'],
    trim: true,
    isLength: { options: { min: 3, max: 20 } },
    errorMessage: 'Pick a username of 3 to 20 characters',
  },
  page: {
    in: ['query'],
    optional: true,
    isInt: { options: { min: 1 } },
    toInt: true,
  },
});
`,
  },
  {
    id: 'custom',
    label: 'Custom validators',
    request: customRequest,
    code: (major) => `import { body } from '${moduleOf(major)}';

const takenUsernames = ['ada', 'grace'];

export default [
${
  major === 5
    ? `  body('username').custom((value) => {
    if (takenUsernames.includes(value)) throw new Error('This username is taken');
    return true;
  }),`
    : `  body('username').custom(async (value) => {
    if (takenUsernames.includes(value)) throw new Error('This username is taken');
  }),`
}
  body('passwordConfirmation')
    .custom((value, { req }) => value === req.body.password)
    .withMessage('The passwords do not match'),
];
`,
  },
  {
    id: 'oneof',
    label: 'One of several fields (oneOf)',
    request: oneOfRequest,
    code: (major) => `import { body, oneOf } from '${moduleOf(major)}';

export default [
${
  major === 7
    ? `  oneOf([body('email').isEmail(), body('phone').isMobilePhone('any')], {
    message: 'Send an email address or a phone number',
  }),`
    : `  oneOf(
    [body('email').isEmail(), body('phone').isMobilePhone('any')],
    'Send an email address or a phone number',
  ),`
}
];
`,
  },
  {
    id: 'app',
    label: 'A whole Express app',
    request: request({path: '/subscriptions', body: {email: 'ada@example.com'}}),
    majors: [7],
    code: () => `import express from 'express';
import { body, matchedData, validationResult } from 'express-validator';

const app = express();
app.use(express.json());

app.post('/subscriptions', body('email').isEmail(), (req, res) => {
  const result = validationResult(req);
  if (!result.isEmpty()) {
    return res.status(422).json({ errors: result.array() });
  }
  res.status(201).json(matchedData(req));
});

app.listen(3000);
`,
  },
];

/** The starters of a release's major line. */
export function startersFor(major: Major): Starter[] {
  return starters
    .filter((s) => !s.majors || s.majors.includes(major))
    .map(({id, label, request, code}) => ({id, label, code: code(major), request}));
}
