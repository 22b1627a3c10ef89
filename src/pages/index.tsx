import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import styles from './index.module.css';

/** The short example of the home page; it runs as is against express-validator 7.3. */
const example = `import express from 'express';
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

app.listen(3000);`;

/** What the example answers to `POST /newsletter` with the JSON body `{"email": "nope"}`. */
const exampleResponse = `{
  "errors": [
    {
      "type": "field",
      "value": "nope",
      "msg": "Enter a valid email address",
      "path": "email",
      "location": "body"
    }
  ]
}`;

type Feature = {title: string; body: ReactNode};

const features: Feature[] = [
  {
    title: 'Validation chains',
    body: (
      <>
        Pick a field with <code>body()</code>, <code>query()</code> or any other location, then chain validators and
        sanitizers. Each chain is an ordinary Express middleware.
      </>
    ),
  },
  {
    title: 'Over a hundred validators',
    body: (
      <>
        Every validator and sanitizer of validator.js is one method away, next to your own <code>custom()</code> checks,
        which may be asynchronous.
      </>
    ),
  },
  {
    title: 'Errors you can send as is',
    body: (
      <>
        <code>validationResult()</code> collects typed errors with the field, its location and your message, ready to
        return to the client or to format your way.
      </>
    ),
  },
];

/**
 * The site's home page at `/` (exact match): what the library is, how to install it, a short
 * example beside the answer it gives, and the ways into the docs. The example's lines are short
 * enough for its column at 1280 px (e2e/phone.spec.ts checks that it does not scroll there); on a
 * phone the columns stack and the code scrolls with a visible edge shadow (src/css/custom.css). Takes no props; renders inside the theme Layout.
 */
export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Request validation for Express" description={siteConfig.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/guides/getting-started">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/api/check">
              API reference
            </Link>
          </div>
        </div>
      </header>
      <main className={`container ${styles.main}`}>
        <section aria-labelledby="install">
          <Heading as="h2" id="install">
            Install
          </Heading>
          <div className={`row ${styles.columns}`}>
            <div className="col col--5">
              <CodeBlock language="bash">npm install express-validator</CodeBlock>
            </div>
            <p className="col col--7">
              express-validator has no dependency on Express: it works with the Express your application already
              installs. Its code needs Node.js 14 or later.
            </p>
          </div>
        </section>
        <div className={`row ${styles.columns}`}>
          <section className="col col--7" aria-labelledby="example">
            <Heading as="h2" id="example">
              Validate a request
            </Heading>
            <CodeBlock language="js" title="app.js">
              {example}
            </CodeBlock>
          </section>
          <section className="col col--5" aria-labelledby="answer">
            <Heading as="h2" id="answer">
              What the client gets
            </Heading>
            <p>
              Posting <code>{'{"email": "nope"}'}</code> to <code>/newsletter</code> gets this answer, with status 400:
            </p>
            <CodeBlock language="json" title="Response 400">
              {exampleResponse}
            </CodeBlock>
          </section>
        </div>
        <div className={`row ${styles.columns}`}>
          {features.map((feature) => (
            <section key={feature.title} className="col col--4">
              <Heading as="h3">{feature.title}</Heading>
              <p>{feature.body}</p>
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}
