import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database, ListenHandlers } from '../../src/db/client.js';
import type { PageSelection } from '../../src/domain/content/publisher.js';
import {
  contentPublisherOf,
  createSitePublisher,
  PUBLISH_CHANNEL,
} from '../../src/site/publisher.js';

/** A notice channel in memory, as LISTEN/NOTIFY delivers it: to every listener, sender included. */
function noticeBus() {
  const listeners = new Set<ListenHandlers>();
  const database = {
    notify: (channel: string, payload: string) => {
      expect(channel).toBe(PUBLISH_CHANNEL);
      for (const listener of listeners) queueMicrotask(() => listener.message(payload));
      return Promise.resolve();
    },
    listen: (_channel: string, handlers: ListenHandlers) => {
      listeners.add(handlers);
      handlers.up();
      return Promise.resolve(async () => {
        listeners.delete(handlers);
      });
    },
  } as unknown as Database;
  return database;
}

/** A renderer that records each batch and finishes when the test says so. */
function recordingRender() {
  const batches: PageSelection[] = [];
  const waiting: (() => void)[] = [];
  return {
    batches,
    render: (pages: PageSelection) => {
      batches.push(pages);
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    finishNext: () => waiting.shift()?.(),
    /** Renders begun and not finished yet. */
    unfinished: () => waiting.length,
  };
}

const log = pino({ enabled: false });
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the site publisher', () => {
  it('renders publishes that arrive during a render together, once, in the next render', async () => {
    const renderer = recordingRender();
    const publisher = await createSitePublisher({ ...renderer, database: noticeBus(), log });
    const first = publisher.renderHere({ paths: ['/about'] });
    await settle();
    const second = publisher.renderHere({ paths: ['/faq'] });
    const third = publisher.renderHere({ paths: ['/help', '/faq'] });
    renderer.finishNext();
    await first;
    await settle();
    renderer.finishNext();
    await Promise.all([second, third]);
    expect(renderer.batches).toEqual([{ paths: ['/about'] }, { paths: ['/faq', '/help'] }]);
    await publisher.close();
  });

  it('widens a batch to every page when one publish asks for every page', async () => {
    const renderer = recordingRender();
    const publisher = await createSitePublisher({ ...renderer, database: noticeBus(), log });
    const first = publisher.renderHere({ paths: ['/about'] });
    await settle();
    const next = [
      publisher.renderHere({ everyPage: true }),
      publisher.renderHere({ paths: ['/faq'] }),
    ];
    renderer.finishNext();
    await first;
    await settle();
    renderer.finishNext();
    await Promise.all(next);
    expect(renderer.batches).toEqual([{ paths: ['/about'] }, { everyPage: true }]);
    await publisher.close();
  });

  it('renders a publish on this instance and on another one that hears the notice, not twice here', async () => {
    const database = noticeBus();
    const here = recordingRender();
    const there = recordingRender();
    const a = await createSitePublisher({ ...here, database, log });
    const b = await createSitePublisher({ ...there, database, log });
    const published = a.publish({ paths: ['/newsroom'] });
    await settle();
    here.finishNext();
    await published;
    await settle();
    there.finishNext();
    await settle();
    expect(here.batches).toEqual([{ paths: ['/newsroom'] }]);
    expect(there.batches).toEqual([{ paths: ['/newsroom'] }]);
    await a.close();
    await b.close();
  });

  it('lets a content change of some pages wait for them, and one of every page render in the background', async () => {
    const renderer = recordingRender();
    const site = await createSitePublisher({ ...renderer, database: noticeBus(), log });
    const content = contentPublisherOf(site, log);
    // Answered while its render has started and not finished: the render is left to run.
    const everyPage = await Promise.race([
      content.publish({ everyPage: true }).then(() => 'answered' as const),
      settle().then(() => 'still waiting' as const),
    ]);
    expect(everyPage).toBe('answered');
    expect(renderer.batches).toEqual([{ everyPage: true }]);
    expect(renderer.unfinished()).toBe(1);
    let someAnswered = false;
    const some = content.publish({ paths: ['/faq'] }).then(() => (someAnswered = true));
    renderer.finishNext();
    await settle();
    expect(someAnswered).toBe(false);
    renderer.finishNext();
    await some;
    expect(renderer.batches).toEqual([{ everyPage: true }, { paths: ['/faq'] }]);
    await site.close();
  });

  it('tells a render under way that it is superseded once another publish waits, or the publisher closes', async () => {
    const superseded: (() => boolean)[] = [];
    const waiting: (() => void)[] = [];
    const render = (_pages: PageSelection, isSuperseded: () => boolean) => {
      superseded.push(isSuperseded);
      return new Promise<void>((resolve) => waiting.push(resolve));
    };
    const publisher = await createSitePublisher({ render, database: noticeBus(), log });
    const first = publisher.renderHere({ everyPage: true });
    await settle();
    expect(superseded[0]?.()).toBe(false);
    const second = publisher.renderHere({ paths: ['/about'] });
    expect(superseded[0]?.()).toBe(true);
    waiting.shift()?.();
    await first;
    await settle();
    // The waiting publish is the render now: nothing waits behind it.
    expect(superseded[1]?.()).toBe(false);
    const closed = publisher.close();
    expect(superseded[1]?.()).toBe(true);
    waiting.shift()?.();
    await Promise.all([second, closed]);
  });
});
