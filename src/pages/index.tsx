import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import {homeExample} from '../homeExample';
import styles from './index.module.css';

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
 * The site's home page at `/` (exact match). Every row is one grid of two columns split 7/5 (the
 * `grid` class): the hero (the logo mark, what the library is, the ways into the docs | the
 * install command with its copy button), then the example program (src/homeExample.ts, run by
 * `npm run check:examples`) | the answer the client gets and what the library gives. On a phone
 * the columns stack. The program's lines fit its column at 1280 px (e2e/phone.spec.ts); on a
 * phone the code scrolls with a visible edge shadow (src/css/custom.css). Takes no props; renders
 * inside the theme Layout.
 */
export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {program, request, status, response} = homeExample;
  return (
    <Layout title="Request validation for Express" description={siteConfig.tagline}>
      <header className={styles.hero}>
        <div className={`container ${styles.grid}`}>
          <div className={styles.intro}>
            <img className={styles.mark} src={useBaseUrl('/img/logo.svg')} alt="" width={72} height={72} />
            <Heading as="h1" className={styles.title}>
              Request validation for Express
            </Heading>
            <p className={styles.tagline}>
              Check and clean the body, query, params, headers and cookies of a request with chains of validators and
              sanitizers, then answer the client with the errors.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/guides/getting-started">
                Get started
              </Link>
              <Link className={`button button--lg ${styles.secondary}`} to="/docs/api/check">
                API reference
              </Link>
            </div>
          </div>
          <section className={styles.install} aria-labelledby="install">
            <Heading as="h2" id="install">
              Install
            </Heading>
            <CodeBlock language="bash">npm install express-validator</CodeBlock>
            <p>
              express-validator has no dependency on Express: it works with the Express your application already
              installs. Its code needs Node.js 14 or later.
            </p>
          </section>
        </div>
      </header>
      <main className={`container ${styles.main}`}>
        <div className={styles.grid}>
          <section aria-labelledby="example">
            <Heading as="h2" id="example">
              Validate a request
            </Heading>
            <CodeBlock language="js" title="app.js">
              {program}
            </CodeBlock>
          </section>
          <div className={styles.stack}>
            <section aria-labelledby="answer">
              <Heading as="h2" id="answer">
                What the client gets
              </Heading>
              <p>
                Posting <code>{request.body}</code> to <code>{request.path}</code> gets this answer, with status{' '}
                {status}:
              </p>
              <CodeBlock language="json" title={`Response ${status}`}>
                {response}
              </CodeBlock>
            </section>
            <section aria-labelledby="features">
              <Heading as="h2" id="features">
                What it gives you
              </Heading>
              {features.map((feature) => (
                <div key={feature.title}>
                  <Heading as="h3">{feature.title}</Heading>
                  <p>{feature.body}</p>
                </div>
              ))}
            </section>
          </div>
        </div>
      </main>
    </Layout>
  );
}
