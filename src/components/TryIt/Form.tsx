/**
 * The open "Try it" form of a reference entry (loaded by ./index.tsx on the first press): a value,
 * the arguments as JSON, the location and, on 5.x, the API; "Run" calls the method in the
 * playground's sandbox (src/components/Playground/useSandbox.ts) with the exact npm release of the
 * page's docs version, and the answer appears below in a polite live region. "Open in playground"
 * carries the same call as a full Express program.
 *
 * Keyboard: Enter in a field runs (Shift+Enter adds a line to it), Escape closes the form and
 * puts the focus back on its button. The answer says Valid, Invalid or what went wrong, each with
 * its colour and icon; a problem with the value or the arguments marks that field
 * (`aria-invalid`) and is its description (`aria-describedby`). Look: ./styles.module.css.
 *
 * Props: `id` (of the form's region, which the button controls), `method` (`isEmail`), `version`
 * (the docs version name, `current` for Next), `onClose` (closes the form, from ./Forms.tsx). Facts: the example (./examples.ts), the option
 * fields the release declares (./options/<version>.json, written by the reference generator) and
 * the playground's data module (releases, bundles, the sandbox document).
 *
 * Everything the reader types is text: it reaches the sandbox only as JSON data of the program
 * and the request, and the answer is shown as text (./program.ts `answerOf`).
 */
import React, {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {PlaygroundData, PlaygroundVersion} from '../../plugins/playground';
import {stateJson, type PlaygroundState} from '../../plugins/playground/state';
import {linkNow, makeLink} from '../Playground/link';
import {readerText} from '../../plugins/playground/safeText';
import {useSandbox} from '../Playground/useSandbox';
import {tryItExamples} from './examples';
import styles from './styles.module.css';
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
  type TryItField,
  type TryItLocation,
} from './program';

type Loaded = {data: PlaygroundData; release: PlaygroundVersion; options: Record<string, string>};

/** Whether the browser sizes a textarea to its content by itself (CSS `field-sizing`). */
const sizesItself = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/**
 * A one-line text field that grows with its content, up to the height the stylesheet allows
 * (./styles.module.css): a textarea of one row, with no resize grip. Enter (and Ctrl or Cmd with
 * Enter) runs the form instead of adding a line; Shift+Enter adds one. Typing with an input method
 * (composition) is left alone. Where `field-sizing` is missing (Firefox, Safari), the height is
 * set from the content after each change. Props: those of a textarea; `value` is required.
 */
function GrowingField(props: React.ComponentProps<'textarea'> & {value: string}): ReactNode {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const field = ref.current;
    if (sizesItself || !field) return;
    field.style.height = 'auto';
    field.style.height = `${field.scrollHeight + field.offsetHeight - field.clientHeight}px`;
  }, [props.value]);
  return (
    <textarea
      {...props}
      ref={ref}
      rows={1}
      spellCheck={false}
      className={styles.input}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
        event.preventDefault();
        event.currentTarget.form?.requestSubmit();
      }}
    />
  );
}

/** A small icon for a state of the answer (drawn in the text colour of its line). */
function StateIcon({state}: {state: 'valid' | 'invalid' | 'problem'}): ReactNode {
  const paths = {
    valid: 'M3.5 8.5l3 3 6-7',
    invalid: 'M4 4l8 8M12 4l-8 8',
    problem: 'M8 3v6M8 11.5v1.5',
  };
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={paths[state]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export default function Form({
  id,
  method,
  version,
  onClose,
}: {
  id: string;
  method: string;
  version: string;
  onClose: () => void;
}): ReactNode {
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
      setAnswer({kind: 'problem', message: inputs.error, field: inputs.field});
      setNotes([]);
      return;
    }
    const next: TryItCall = {method, kind: example.kind, args: inputs.args, value: inputs.value, location, api, major};
    const problem = locationProblem(next.value, next.location);
    if (problem) {
      setAnswer({kind: 'problem', message: problem, field: 'value'});
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

  /** The field the shown problem is about: marked invalid and described by the problem. */
  const invalid: TryItField | undefined = answer?.kind === 'problem' ? answer.field : undefined;
  const problemId = `${ids}-problem`;
  const describedBy = (field: TryItField, ...others: string[]) =>
    [...others, ...(invalid === field ? [problemId] : [])].join(' ') || undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onClose();
  };

  return (
    <form
      id={id}
      className={styles.panel}
      onSubmit={run}
      onKeyDown={onKeyDown}
      aria-label={`Try ${method}()`}
      data-answers={answers}
    >
      {loaded && 'error' in loaded && (
        <p role="alert" className={styles.problem}>
          <StateIcon state="problem" />
          <span>{loaded.error}</span>
        </p>
      )}
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-value`}>Value</label>
          <GrowingField
            id={`${ids}-value`}
            value={valueText}
            aria-invalid={invalid === 'value' || undefined}
            aria-describedby={describedBy('value', `${ids}-value-help`)}
            onChange={(e) => setValueText(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-args`}>Arguments (a JSON array)</label>
          <GrowingField
            id={`${ids}-args`}
            value={argsText}
            aria-invalid={invalid === 'args' || undefined}
            aria-describedby={describedBy('args')}
            onChange={(e) => setArgsText(e.target.value)}
          />
        </div>
      </div>
      <p id={`${ids}-value-help`} className={styles.help}>
        As text, the value is sent as a string, as a form field would send it. As JSON it can be a number, an array or
        an object; empty JSON sends no value. Enter runs; Shift+Enter adds a line; Escape closes.
      </p>
      <div className={styles.controls}>
        <label className={styles.check}>
          <input type="checkbox" checked={valueIsJson} onChange={(e) => setValueIsJson(e.target.checked)} />
          Read the value as JSON
        </label>
        <span className={styles.inline}>
          <label htmlFor={`${ids}-location`}>Location</label>
          <span className="ev-select">
            <select
              id={`${ids}-location`}
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
        </span>
        {major === 5 && (
          <span className={styles.inline}>
            <label htmlFor={`${ids}-api`}>API</label>
            <span className="ev-select">
              <select id={`${ids}-api`} value={api} onChange={(e) => setApi(e.target.value as TryItApi)}>
                <option value="check">check API: a chain such as body()</option>
                <option value="legacy">
                  legacy API: req.{example.kind === 'validator' ? 'checkBody' : 'sanitizeBody'}() and the like
                </option>
              </select>
            </span>
          </span>
        )}
        <span className={styles.actions}>
          <button type="submit" className={`button button--primary ${styles.button}`} disabled={!ready || running}>
            {running ? 'Running…' : 'Run'}
          </button>
          {playgroundHref && (
            <Link to={playgroundHref} className={`button button--secondary ${styles.button}`}>
              Open in playground
            </Link>
          )}
        </span>
      </div>
      <div aria-live="polite" role="status" className={styles.status}>
        {!ready && !(loaded && 'error' in loaded) && <p>Loading express-validator…</p>}
        {notes.map((n) => (
          <p key={n} className={styles.note}>
            {n}
          </p>
        ))}
        {answer && <Answer answer={answer} call={call} release={ready?.release.npm ?? ''} problemId={problemId} />}
      </div>
      <iframe
        ref={frame}
        title="Try it sandbox"
        sandbox="allow-scripts"
        tabIndex={-1}
        aria-hidden="true"
        className={styles.frame}
      />
    </form>
  );
}

/**
 * The answer: a sentence, then the error objects, the converted value or the value after. Valid,
 * Invalid and a problem each have their colour, their icon and their words (./styles.module.css);
 * a problem carries `problemId`, which the field it is about names in `aria-describedby`.
 */
function Answer({
  answer,
  call,
  release,
  problemId,
}: {
  answer: TryItAnswer;
  call: TryItCall | null;
  release: string;
  problemId: string;
}): ReactNode {
  if (answer.kind === 'problem') {
    return (
      <p id={problemId} className={styles.problem}>
        <StateIcon state="problem" />
        <span>{answer.message}</span>
      </p>
    );
  }
  if (answer.kind === 'sanitizer') {
    return (
      <>
        <p>The value before the sanitizer:</p>
        <pre className={styles.output}>{call ? shownBefore(call.value) : ''}</pre>
        <p>
          After {call?.method}() of express-validator {release}:
        </p>
        <pre className={styles.output} data-testid="try-it-after">
          {answer.after}
        </pre>
      </>
    );
  }
  return (
    <>
      <p className={answer.valid ? styles.valid : styles.invalid}>
        <StateIcon state={answer.valid ? 'valid' : 'invalid'} />
        <span>
          <strong>{answer.valid ? 'Valid.' : 'Invalid.'}</strong>{' '}
          {answer.valid
            ? `express-validator ${release} accepts this value: validationResult(req) is empty.`
            : `express-validator ${release} rejects this value with ${answer.errorCount} error${answer.errorCount === 1 ? '' : 's'}:`}
        </span>
      </p>
      {!answer.valid && (
        <pre className={styles.output} data-testid="try-it-errors">
          {answer.errors}
        </pre>
      )}
      {answer.seen !== undefined && (
        <>
          <p>The validator received the value as:</p>
          <pre className={styles.output} data-testid="try-it-seen">
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
