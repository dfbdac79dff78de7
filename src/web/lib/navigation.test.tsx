// @vitest-environment happy-dom
import { lazy, Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Route, Switch, useLocation } from 'wouter';
import { AppNavigation, usePlace, useSearchParams } from './navigation';

afterEach(cleanup);

/** A screen whose code arrives when the test says so. */
function slowScreen(text: string) {
  let arrive = () => {};
  const Screen = lazy(
    () =>
      new Promise<{ default: () => React.ReactNode }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>{text}</h1> });
      }),
  );
  return { Screen, arrive: () => arrive() };
}

function renderAt(start: string, children: React.ReactNode) {
  window.history.replaceState(null, '', start);
  render(<AppNavigation>{children}</AppNavigation>);
}

function StateLine() {
  const { pathname, state } = usePlace();
  const [, navigate] = useLocation();
  return (
    <>
      <p>
        {pathname} {JSON.stringify(state)}
      </p>
      <button onClick={() => navigate('/b', { state: { displayDate: 'March 5' } })}>Go</button>
    </>
  );
}

describe('AppNavigation', () => {
  it('keeps the screen on show until the next one has loaded, never the Suspense fallback', async () => {
    const next = slowScreen('Screen B');
    renderAt(
      '/a',
      <Suspense fallback={<p>Loading</p>}>
        <Link to="/b">To B</Link>
        <Switch>
          <Route path="/a">
            <h1>Screen A</h1>
          </Route>
          <Route path="/b">
            <next.Screen />
          </Route>
        </Switch>
      </Suspense>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'To B' }));
    expect(window.location.pathname).toBe('/b');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading').textContent).toBe('Screen A');
    expect(screen.queryByText('Loading')).toBeNull();
    await act(async () => next.arrive());
    expect((await screen.findByRole('heading', { name: 'Screen B' })).textContent).toBe('Screen B');
  });

  it('passes the navigation state to the next screen, and Back brings back the one before', async () => {
    renderAt('/a', <StateLine />);
    expect(screen.getByText('/a null')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('/b {"displayDate":"March 5"}')).toBeTruthy();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await screen.findByText('/a null')).toBeTruthy();
  });

  it('renders links as real links, and a link to where the athlete is adds nothing to the history', () => {
    renderAt('/a?x=1', <Link to="/a?x=1">Here</Link>);
    const before = window.history.length;
    const link = screen.getByRole('link', { name: 'Here' });
    expect(link.getAttribute('href')).toBe('/a?x=1');
    fireEvent.click(link);
    expect(window.history.length).toBe(before);
  });

  it('reads search parameters decoded once, and sets them in place with replace', async () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      return <button onClick={() => setParams({ q: '50% off' }, { replace: true })}>{params.get('q')}</button>;
    }
    renderAt('/search?q=%2541', <Search />);
    const before = window.history.length;
    expect(screen.getByRole('button').textContent).toBe('%41');
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByRole('button', { name: '50% off' })).toBeTruthy();
    expect(window.location.search).toBe('?q=50%25+off');
    expect(window.history.length).toBe(before);
  });
});
