/**
 * The open "Try it" form of a reference entry (loaded by ./index.tsx on the first press): a value,
 * the arguments as JSON, the location and, on 5.x, the API; "Run" calls the method in the
 * playground's sandbox (src/components/Playground/useSandbox.ts) with the exact npm release of the
 * page's docs version, and the answer appears below in a polite live region. "Open in playground"
 * carries the same call as a full Express program.
 *
 * Props: `id` (of the form's region, which the button controls), `method` (`isEmail`), `version`
 * (the docs version name, `current` for Next). Facts: the example (./examples.ts), the option
 * fields the release declares (./options/<version>.json, written by the reference generator) and
 * the playground's data module (releases, bundles, the sandbox document).
 *
 * Everything the reader types is text: it reaches the sandbox only as JSON data of the program
 * and the request, and the answer is shown as text (./program.ts `answerOf`).
 */
import React, {useEffect, useId, useMemo, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {PlaygroundData, PlaygroundVersion} from '../../plugins/playground';
import {stateJson, type PlaygroundState} from '../../plugins/playground/state';
import {linkNow, makeLink} from '../Playground/link';
import {readerText} from '../../plugins/playground/safeText';
import {useSandbox} from '../Playground/useSandbox';
import {tryItExamples} from './examples';
import {
  answerOf,
  locationProblem,
  programOf,
  readInputs,
  requestOf,
  requestText,
  tryItLocations,
  unknownOptions,
  type TryItAnswer,
  type TryItApi,
  type TryItCall,
  type TryItLocation,
} from './program';

type Loaded = {data: PlaygroundData; release: PlaygroundVersion; options: Record<string, string>};

const box: React.CSSProperties = {
  border: '1px solid var(--ifm-color-emphasis-300)',
  borderRadius: 'var(--ifm-global-radius)',
  padding: '0.75rem 1rem',
  marginBottom: '1rem',
};
const row: React.CSSProperties = {display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'flex-end'};
const fieldStyle: React.CSSProperties = {display: 'flex', flexDirection: 'column', gap: '0.25rem', flex: '1 1 14rem'};
const input: React.CSSProperties = {
  font: 'inherit',
  fontFamily: 'var(--ifm-font-family-monospace)',
  fontSize: '0.875rem',
  padding: '0.375rem 0.5rem',
  border: '1px solid var(--ifm-color-emphasis-500)',
  borderRadius: 'var(--ifm-global-radius)',
  background: 'var(--ifm-background-color)',
  color: 'var(--ifm-font-color-base)',
  width: '100%',
};
const pre: React.CSSProperties = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '20rem',
  margin: '0.25rem 0 0.5rem',
};

export default function Form({id, method, version}: {id: string; method: string; version: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const example = tryItExamples[method];
  const [loaded, setLoaded] = useState<Loaded | {error: string} | null>(null);
  const [valueText, setValueText] = useState(example?.value ?? '');
  const [valueIsJson, setValueIsJson] = useState(false);
  const [argsText, setArgsText] = useState(JSON.stringify(example?.args ?? []));
  const [location, setLocation] = useState<TryItLocation>('body');
  const [api, setApi] = useState<TryItApi>('check');
  const [answer, setShownAnswer] = useState<TryItAnswer | null>(null);
  /** Answers given since the form opened (tests wait on it). */
  const [answers, setAnswers] = useState(0);
  const setAnswer = (a: TryItAnswer) => {
    setShownAnswer(a);
    setAnswers((n) => n + 1);
  };
  const [notes, setNotes] = useState<string[]>([]);
  const [call, setCall] = useState<TryItCall | null>(null);
  const [running, setRunning] = useState(false);
  const ids = useId();
  const {frame, runInSandbox} = useSandbox(
    loaded && 'data' in loaded ? loaded.data.frameDocument : '',
    siteConfig.baseUrl,
  );

  useEffect(() => {
    let live = true;
    Promise.all([
      import('@generated/playground/default/playground.json'),
      // Eager: the option lists travel inside this chunk, so they add no chunk to the runtime's
      // map, which every page loads.
      import(/* webpackMode: "eager" */ `./options/${version}.json`) as Promise<{default: Record<string, string>}>,
    ]).then(
      ([data, options]) => {
        const release = data.default.versions.find((v) => v.name === version);
        if (!live) return;
        setLoaded(
          release
            ? {data: data.default, release, options: options.default}
            : {error: `The playground has no release for docs version ${version}.`},
        );
      },
      () => live && setLoaded({error: 'The form could not be loaded. Check your connection and press Try it again.'}),
    );
    return () => {
      live = false;
    };
  }, [version]);

  const ready = loaded && 'data' in loaded ? loaded : null;
  const major = ready?.release.major ?? 7;
  const current: TryItCall | null = (() => {
    if (!example) return null;
    const inputs = readInputs(valueText, valueIsJson, argsText);
    if ('error' in inputs) return null;
    return {method, kind: example.kind, args: inputs.args, value: inputs.value, location, api, major};
  })();
  // The playground link of the call: made at once when short (link.ts `linkNow`), else in the
  // share-link Worker a moment after the inputs settle, so a long value never compresses on the
  // main thread at each key press (lz-string: up to 5 s per million characters).
  const linkState: PlaygroundState | null =
    ready && current && !locationProblem(current.value, current.location)
      ? {
          version,
          code: programOf(current),
          request: requestText(requestOf(current)) + '\n',
          express: major < 7 ? 4 : 5,
        }
      : null;
  const linkKey = linkState ? stateJson(linkState) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `linkKey` is the state's whole text
  const linkAtOnce = useMemo(() => (linkState ? linkNow(linkState) : undefined), [linkKey]);
  const [madeLink, setMadeLink] = useState<{key: string; hash: string} | null>(null);
  useEffect(() => {
    if (!linkState || linkAtOnce || !ready) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      makeLink(linkState, `${siteConfig.baseUrl}${ready.data.linkWorker}`).then(
        (made) => live && setMadeLink({key: linkKey, hash: 'hash' in made ? made.hash : ''}),
        () => live && setMadeLink({key: linkKey, hash: ''}),
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `linkKey` is the state's whole text
  }, [linkKey, linkAtOnce]);
  const linkHash = linkAtOnce
    ? 'hash' in linkAtOnce
      ? linkAtOnce.hash
      : ''
    : madeLink?.key === linkKey
      ? madeLink.hash
      : '';
  const playgroundHref = linkHash ? `${siteConfig.baseUrl}playground${linkHash}` : undefined;

  if (!example) return null;

  const run = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || running) return;
    setShownAnswer(null);
    const inputs = readInputs(valueText, valueIsJson, argsText);
    if ('error' in inputs) {
      setAnswer({kind: 'problem', message: inputs.error});
      setNotes([]);
      return;
    }
    const next: TryItCall = {method, kind: example.kind, args: inputs.args, value: inputs.value, location, api, major};
    const problem = locationProblem(next.value, next.location);
    if (problem) {
      setAnswer({kind: 'problem', message: problem});
      setNotes([]);
      return;
    }
    const unknown = unknownOptions(next.args, ready.options[method]);
    setNotes(
      unknown.length
        ? [
            `${unknown.map((n) => `"${readerText(n, 100)}"`).join(', ')} ${unknown.length === 1 ? 'is not an option' : 'are not options'} of ${method}() in express-validator ${ready.release.npm}, and the release gives no warning of its own: it ignores ${unknown.length === 1 ? 'it' : 'them'}. The options table above lists those it reads.`,
          ]
        : [],
    );
    setRunning(true);
    try {
      const reply = await runInSandbox({
        version: ready.release,
        code: programOf(next, {probe: true}),
        request: requestOf(next),
        express: major < 7 ? 4 : 5,
      });
      setCall(next);
      setAnswer(answerOf(reply, next));
    } catch (e) {
      setAnswer({kind: 'problem', message: e instanceof Error ? e.message : 'The release could not be loaded.'});
    } finally {
      setRunning(false);
    }
  };

  return (
    <form id={id} style={box} onSubmit={run} aria-label={`Try ${method}()`} data-answers={answers}>
      {loaded && 'error' in loaded && <p role="alert">{loaded.error}</p>}
      <div style={row}>
        <div style={fieldStyle}>
          <label htmlFor={`${ids}-value`}>Value</label>
          <textarea
            id={`${ids}-value`}
            style={input}
            rows={1}
            value={valueText}
            spellCheck={false}
            aria-describedby={`${ids}-value-help`}
            onChange={(e) => setValueText(e.target.value)}
          />
        </div>
        <div style={fieldStyle}>
          <label htmlFor={`${ids}-args`}>Arguments (a JSON array)</label>
          <textarea
            id={`${ids}-args`}
            style={input}
            rows={1}
            value={argsText}
            spellCheck={false}
            onChange={(e) => setArgsText(e.target.value)}
          />
        </div>
      </div>
      <p id={`${ids}-value-help`} style={{fontSize: '0.8125rem', margin: '0.25rem 0 0.5rem'}}>
        As text, the value is sent as a string, as a form field would send it. As JSON it can be a number, an array or
        an object; empty JSON sends no value.
      </p>
      <div style={row}>
        <span>
          <input
            id={`${ids}-json`}
            type="checkbox"
            checked={valueIsJson}
            onChange={(e) => setValueIsJson(e.target.checked)}
          />{' '}
          <label htmlFor={`${ids}-json`}>Read the value as JSON</label>
        </span>
        <span>
          <label htmlFor={`${ids}-location`}>Location</label>{' '}
          <select
            id={`${ids}-location`}
            style={{maxWidth: '100%'}}
            value={location}
            onChange={(e) => setLocation(e.target.value as TryItLocation)}
          >
            {tryItLocations.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </span>
        {major === 5 && (
          <span>
            <label htmlFor={`${ids}-api`}>API</label>{' '}
            <select
              id={`${ids}-api`}
              style={{maxWidth: '100%'}}
              value={api}
              onChange={(e) => setApi(e.target.value as TryItApi)}
            >
              <option value="check">check API: a chain such as body()</option>
              <option value="legacy">
                legacy API: req.{example.kind === 'validator' ? 'checkBody' : 'sanitizeBody'}() and the like
              </option>
            </select>
          </span>
        )}
        <button type="submit" className="button button--sm button--primary" disabled={!ready || running}>
          {running ? 'Running…' : 'Run'}
        </button>
        {playgroundHref && (
          <Link to={playgroundHref} className="button button--sm button--secondary">
            Open in playground
          </Link>
        )}
      </div>
      <div aria-live="polite" role="status" style={{marginTop: '0.5rem'}}>
        {!ready && !(loaded && 'error' in loaded) && <p>Loading express-validator…</p>}
        {notes.map((n) => (
          <p key={n}>{n}</p>
        ))}
        {answer && <Answer answer={answer} call={call} release={ready?.release.npm ?? ''} />}
      </div>
      <iframe
        ref={frame}
        title="Try it sandbox"
        sandbox="allow-scripts"
        tabIndex={-1}
        aria-hidden="true"
        style={{position: 'absolute', width: 0, height: 0, border: 0}}
      />
    </form>
  );
}

/** The answer: a sentence, then the error objects, the converted value or the value after. */
function Answer({answer, call, release}: {answer: TryItAnswer; call: TryItCall | null; release: string}): ReactNode {
  if (answer.kind === 'problem') return <p>{answer.message}</p>;
  if (answer.kind === 'sanitizer') {
    return (
      <>
        <p>The value before the sanitizer:</p>
        <pre style={pre}>{call ? shownBefore(call.value) : ''}</pre>
        <p>
          After {call?.method}() of express-validator {release}:
        </p>
        <pre style={pre} data-testid="try-it-after">
          {answer.after}
        </pre>
      </>
    );
  }
  return (
    <>
      <p>
        <strong>{answer.valid ? 'Valid.' : 'Invalid.'}</strong>{' '}
        {answer.valid
          ? `express-validator ${release} accepts this value: validationResult(req) is empty.`
          : `express-validator ${release} rejects this value with ${answer.errorCount} error${answer.errorCount === 1 ? '' : 's'}:`}
      </p>
      {!answer.valid && (
        <pre style={pre} data-testid="try-it-errors">
          {answer.errors}
        </pre>
      )}
      {answer.seen !== undefined && (
        <>
          <p>The validator received the value as:</p>
          <pre style={pre} data-testid="try-it-seen">
            {answer.seen}
          </pre>
        </>
      )}
    </>
  );
}

function shownBefore(value: unknown): string {
  try {
    return value === undefined ? '(no value)' : JSON.stringify(value, null, 2);
  } catch {
    return '';
  }
}
