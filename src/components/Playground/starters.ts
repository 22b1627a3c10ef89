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

function family7(): Starter[] {
  return [
    {
      id: 'signup',
      label: 'Signup form',
      code: `import { body } from 'express-validator';

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
      request: signupRequest,
    },
    {
      id: 'wildcard',
      label: 'Array of objects (wildcard)',
      code: `import { body } from 'express-validator';

export default [
  body('items')
    .isArray({ min: 1 })
    .withMessage('Send at least one item'),
  body('items.*.sku')
    .isString()
    .notEmpty()
    .withMessage('Every item needs a SKU'),
  body('items.*.quantity')
    .isInt({ min: 1 })
    .withMessage('Quantities start at 1')
    .toInt(),
];
`,
      request: wildcardRequest,
    },
    {
      id: 'schema',
      label: 'Schema',
      code: `import { checkSchema } from 'express-validator';

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
      request: schemaRequest,
    },
    {
      id: 'custom',
      label: 'Custom validators',
      code: `import { body } from 'express-validator';

const takenUsernames = ['ada', 'grace'];

export default [
  body('username').custom(async (value) => {
    if (takenUsernames.includes(value)) throw new Error('This username is taken');
  }),
  body('passwordConfirmation')
    .custom((value, { req }) => value === req.body.password)
    .withMessage('The passwords do not match'),
];
`,
      request: customRequest,
    },
    {
      id: 'oneof',
      label: 'One of several fields (oneOf)',
      code: `import { body, oneOf } from 'express-validator';

export default [
  oneOf([body('email').isEmail(), body('phone').isMobilePhone('any')], {
    message: 'Send an email address or a phone number',
  }),
];
`,
      request: oneOfRequest,
    },
    {
      id: 'app',
      label: 'A whole Express app',
      code: `import express from 'express';
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
      request: request({path: '/subscriptions', body: {email: 'ada@example.com'}}),
    },
  ];
}

function family6(): Starter[] {
  return [
    {
      id: 'signup',
      label: 'Signup form',
      code: `import { body } from 'express-validator';

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
      request: signupRequest,
    },
    {
      id: 'wildcard',
      label: 'Array of objects (wildcard)',
      code: `import { body } from 'express-validator';

export default [
  body('items')
    .isArray()
    .withMessage('Send a list of items'),
  body('items.*.sku')
    .isLength({ min: 1 })
    .withMessage('Every item needs a SKU'),
  body('items.*.quantity')
    .isInt({ min: 1 })
    .withMessage('Quantities start at 1')
    .toInt(),
];
`,
      request: wildcardRequest,
    },
    {
      id: 'schema',
      label: 'Schema',
      code: `import { checkSchema } from 'express-validator';

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
      request: schemaRequest,
    },
    {
      id: 'custom',
      label: 'Custom validators',
      code: `import { body } from 'express-validator';

const takenUsernames = ['ada', 'grace'];

export default [
  body('username').custom(async (value) => {
    if (takenUsernames.includes(value)) throw new Error('This username is taken');
  }),
  body('passwordConfirmation')
    .custom((value, { req }) => value === req.body.password)
    .withMessage('The passwords do not match'),
];
`,
      request: customRequest,
    },
    {
      id: 'oneof',
      label: 'One of several fields (oneOf)',
      code: `import { body, oneOf } from 'express-validator';

export default [
  oneOf(
    [body('email').isEmail(), body('phone').isMobilePhone('any')],
    'Send an email address or a phone number',
  ),
];
`,
      request: oneOfRequest,
    },
  ];
}

function family5(): Starter[] {
  return [
    {
      id: 'signup',
      label: 'Signup form',
      code: `import { body } from 'express-validator/check';

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
      request: signupRequest,
    },
    {
      id: 'wildcard',
      label: 'Array of objects (wildcard)',
      code: `import { body } from 'express-validator/check';

export default [
  body('items')
    .isArray()
    .withMessage('Send a list of items'),
  body('items.*.sku')
    .isLength({ min: 1 })
    .withMessage('Every item needs a SKU'),
  body('items.*.quantity')
    .isInt({ min: 1 })
    .withMessage('Quantities start at 1')
    .toInt(),
];
`,
      request: wildcardRequest,
    },
    {
      id: 'schema',
      label: 'Schema',
      code: `import { checkSchema } from 'express-validator/check';

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
      request: schemaRequest,
    },
    {
      id: 'custom',
      label: 'Custom validators',
      code: `import { body } from 'express-validator/check';

const takenUsernames = ['ada', 'grace'];

export default [
  body('username').custom((value) => {
    if (takenUsernames.includes(value)) throw new Error('This username is taken');
    return true;
  }),
  body('passwordConfirmation')
    .custom((value, { req }) => value === req.body.password)
    .withMessage('The passwords do not match'),
];
`,
      request: customRequest,
    },
    {
      id: 'oneof',
      label: 'One of several fields (oneOf)',
      code: `import { body, oneOf } from 'express-validator/check';

export default [
  oneOf(
    [body('email').isEmail(), body('phone').isMobilePhone('any')],
    'Send an email address or a phone number',
  ),
];
`,
      request: oneOfRequest,
    },
  ];
}

/** The starters of a release's major line. */
export function startersFor(major: 5 | 6 | 7): Starter[] {
  return major === 7 ? family7() : major === 6 ? family6() : family5();
}
