/**
 * The program of the home page (src/pages/index.tsx), the request it is shown with, and the
 * answer the client gets. `npm run check:examples` runs the program against the release of the
 * latest docs version, replays `request` and fails when the answer is not `status` with `response`
 * (scripts/docs/check-examples.ts, `homeBlocks`), so the page shows the real answer.
 */
export const homeExample = {
  /** A complete ES module program (it ends with `app.listen(3000)`), for Express 4 and 5. */
  program: `import express from 'express';
import {
  body,
  validationResult,
  matchedData,
} from 'express-validator';

const app = express();
app.use(express.json());

app.post(
  '/newsletter',
  body('email')
    .isString()
    .withMessage('Send the email as text')
    .bail()
    .trim()
    .isEmail()
    .withMessage('Enter a valid email address'),
  (req, res) => {
    const result = validationResult(req);
    if (!result.isEmpty()) {
      return res.status(400).json({ errors: result.array() });
    }
    const { email } = matchedData(req);
    res.json({ subscribed: email });
  },
);

// The final error handler: a request that cannot be read
// gets a 4xx, anything else a bare 500.
app.use((err, req, res, next) => {
  let status = 500;
  if (err.expose) status = err.status;
  else if (err instanceof URIError) status = 400;
  else if (err instanceof RangeError) status = 400;
  const msg = status < 500
    ? 'The request could not be read'
    : 'Something went wrong';
  res.status(status).json({ errors: [{ msg }] });
});

app.listen(3000);`,
  /** The request the page shows: method, path, headers and the raw JSON body. */
  request: {
    method: 'POST',
    path: '/newsletter',
    headers: {'Content-Type': 'application/json'},
    body: '{"email": "nope"}',
  },
  /** HTTP status of the answer. */
  status: 400,
  /** The answer's JSON body, as the page prints it. */
  response: `{
  "errors": [
    {
      "type": "field",
      "value": "nope",
      "msg": "Enter a valid email address",
      "path": "email",
      "location": "body"
    }
  ]
}`,
} as const;
