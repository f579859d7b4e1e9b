import {
  ENDPOINTS,
  ERRORS,
  ROLE_ADMIN,
  ROLE_USER,
  TOKEN_STORAGE_KEY,
  type AnyEndpoint,
  type EndpointReply,
  type Member,
} from '@store/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { expect, onTestFinished, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import type { PostcodeData, PostcodeOptions } from '@/components/address-picker/postcode';
import { routes } from '@/app/router';
import { errorReply, handle, type Handled } from './api';
import { buildMember, buildPage, buildRental, buildRentalReadyReply } from './fixtures';
import { makeToken } from './token';

/** The one place web tests take their tools from: rendering, signing in, the API and records. */
export {
  errorReply,
  handle,
  networkError,
  sentRequests,
  server,
  type ApiCall,
  type Handled,
} from './api';
export * from './fixtures';
export { makeToken } from './token';

/** Without retries, so a refused call shows at once (the app's client retries faults). */
const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function mount(
  router: ReturnType<typeof createMemoryRouter>,
  { strict = false }: { strict?: boolean },
) {
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const app = (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const { container } = render(strict ? <StrictMode>{app}</StrictMode> : app);
  /** The address shown: path and query string. */
  const address = () => router.state.location.pathname + router.state.location.search;
  return { router, user, queryClient, address, container };
}

/**
 * The whole store (providers, layout, every route) at one history entry, which may carry location
 * state; `strict` runs it in StrictMode, as development does (effects twice).
 */
export function renderRoute(entry: InitialEntry, options: { strict?: boolean } = {}) {
  return mount(createMemoryRouter(routes, { initialEntries: [entry] }), options);
}

/** One component with the app's providers, inside a router (for its links). */
export function renderWithProviders(ui: ReactNode, options: { strict?: boolean } = {}) {
  return mount(createMemoryRouter([{ path: '*', element: ui }]), options);
}

/**
 * Answers what every screen asks of a signed-in member besides the session: the top bar's counts
 * and the hearted listings (none of either; a test that needs others registers its own after).
 */
export function handleMemberShell() {
  handle(ENDPOINTS.cart.counts, { cart: 0, want: 0 });
  handle(ENDPOINTS.wish.saleSeqs, { saleSeqs: [] });
}

/**
 * Stores a token for a member, and answers the session's fetch of that member and the rest of
 * `handleMemberShell`. Administrators carry ROLE_ADMIN as well.
 */
export function signIn(
  memberId = 'alice',
  { admin = false, member = {} }: { admin?: boolean; member?: Partial<Member> } = {},
) {
  const roles = admin ? [ROLE_USER, ROLE_ADMIN] : [ROLE_USER];
  const token = makeToken({ sub: memberId, scp: roles.join(',') });
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const sessionMember = buildMember({ memberId, roles, ...member });
  const session = handle(ENDPOINTS.member.getMember, sessionMember);
  handleMemberShell();
  return { token, sessionMember, session };
}

/** Alice signed in, with her one rental on the list her rental pages go back to. */
export function signInWithRental() {
  signIn();
  handle(ENDPOINTS.rental.list, buildPage('rentalList', [buildRental()]));
}

/** The home page's calls, with nothing to show: for tests whose screen sends the visitor home. */
export function handleHomePage() {
  handle(ENDPOINTS.banner.slide, []);
  handle(ENDPOINTS.category.formSelect, []);
  handle(ENDPOINTS.sale.list, buildPage('saleList', []));
}

/**
 * The postcode widget, as the browser journeys' stub script: `embed()` answers at once with
 * `answer`, or only closes. Gone again after the test.
 */
export function installStubPostcode(answer: PostcodeData | 'FORCE_CLOSE') {
  const created: PostcodeOptions[] = [];
  const embedded: HTMLElement[] = [];
  class StubPostcode {
    constructor(private readonly options: PostcodeOptions) {
      created.push(options);
    }
    embed(element: HTMLElement) {
      embedded.push(element);
      if (answer === 'FORCE_CLOSE') {
        this.options.onclose?.('FORCE_CLOSE');
        return;
      }
      this.options.oncomplete(answer);
      this.options.onclose?.('COMPLETE_CLOSE');
    }
    open() {
      this.embed(document.body);
    }
  }
  window.daum = { Postcode: StubPostcode };
  window.kakao = { Postcode: StubPostcode };
  onTestFinished(() => {
    delete window.kakao;
    delete window.daum;
  });
  return { created, embedded };
}

/**
 * Leaving for the provider's payment page: `window.location.assign` is a spy (jsdom cannot leave
 * the page), put back after the test.
 */
export function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

/**
 * A rental's payment readied once (for rental `seq`) and kept as `kind` for the provider's
 * return, and the member sent on to KakaoPay (`assign` from `stubLocationAssign`).
 */
export async function expectRentalPaymentSent(
  assign: ReturnType<typeof stubLocationAssign>,
  ready: { calls: readonly { params: Record<string, string> }[] },
  { kind, seq }: { kind: string; seq: number },
) {
  await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  expect(ready.calls.map(({ params }) => params)).toEqual([{ seq: String(seq) }]);
  const kept: unknown = JSON.parse(localStorage.getItem('kakaoPayRentalPayment') ?? 'null');
  expect(kept).toEqual({ kind, seq, tid: buildRentalReadyReply(0).tid });
}

/** The toasts showing now, newest first, each as its role and text. */
export function shownToasts(): { role: string | null; text: string }[] {
  return [...document.querySelectorAll<HTMLElement>('.app-toast')].map((toast) => ({
    role: toast.getAttribute('role'),
    text: toast.textContent ?? '',
  }));
}

/**
 * The toast that says `text`, once it shows: announced as a status, or as an alert when it tells
 * of a failure (an error or a warning).
 */
export function findToast(text: string, role: 'status' | 'alert' = 'status'): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen
      .getAllByRole(role)
      .find((shown) => shown.classList.contains('app-toast') && shown.textContent?.includes(text));
    if (!toast)
      throw new Error(`no ${role} toast says "${text}": ${JSON.stringify(shownToasts())}`);
    return toast;
  });
}

/**
 * A CSV download as the server sends it: UTF-8, named `asciiName` for browsers that read only
 * `filename` and `name` (Korean) in `filename*`.
 */
export function csvFileReply(file: string, names: { asciiName: string; name: string }): Response {
  return new Response(file, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${names.asciiName}"; filename*=UTF-8''${encodeURIComponent(names.name)}`,
    },
  });
}

/** jsdom makes no object URLs: chosen files' previews get a stand-in, gone again after the test. */
/**
 * The files the screen hands to the browser as downloads (components/file-download-button.tsx):
 * each one's name and bytes, as the browser would save them.
 */
export function captureDownloads(): { name: string; bytes: number[] }[] {
  const saved: { name: string; bytes: number[] }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:download-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (!blob) return;
    void blob.arrayBuffer().then((buffer) => {
      saved.push({ name: this.download, bytes: [...new Uint8Array(buffer)] });
    });
  });
  onTestFinished(() => {
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return saved;
}

export function stubObjectUrls() {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
}

/**
 * '저장' refused as stale (the record changed since the form read it): the notice says so with its
 * reload button focused, one save was sent and the form is still open at `path`; then the reload,
 * after which the notice is gone.
 */
export async function saveRefusedAsStale(
  user: UserEvent,
  {
    saves,
    address,
    path,
  }: { saves: { calls: readonly unknown[] }; address: () => string; path: string },
) {
  await user.click(screen.getByRole('button', { name: '저장' }));
  const notice = await screen.findByRole('alert');
  expect(notice.textContent).toContain(ERRORS.STALE_EDIT.text);
  expect(saves.calls).toHaveLength(1);
  expect(address()).toBe(path);
  const reload = within(notice).getByRole('button', { name: '새로 불러오기' });
  expect(document.activeElement).toBe(reload);
  await user.click(reload);
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
}

/**
 * An edit form's save (`products.modify`, `sale.modify`), answered as the server does: `saved`
 * when sent at the version of `current()`, and refused as stale ('STALE_EDIT') at any other.
 */
export function handleVersionedSave<E extends AnyEndpoint>(
  endpoint: E,
  current: () => { version?: number },
  saved: EndpointReply<E>,
): Handled<E> {
  return handle(endpoint, ({ body }) =>
    Number((body as { version?: string }).version) === current().version
      ? saved
      : errorReply('STALE_EDIT'),
  );
}

/**
 * '저장' once more after the reload: a second save is sent and the form leaves for `to`. Returns
 * that save's body, for the test to check what it was sent with.
 */
export async function saveAgainAfterReload(
  user: UserEvent,
  {
    saves,
    address,
    to,
  }: { saves: { calls: readonly { body: unknown }[] }; address: () => string; to: string },
) {
  await user.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(address()).toBe(to));
  expect(saves.calls).toHaveLength(2);
  return saves.calls[1]!.body;
}

/**
 * '취소' of a form asks first ('작성 취소': '작성을 취소하고 목록으로 돌아가시겠습니까?'). Returns
 * the dialog, for the test to confirm or dismiss.
 */
export async function askToLeaveForm(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: '취소' }));
  const dialog = await screen.findByRole('dialog', { name: '작성 취소' });
  expect(dialog.textContent).toContain('작성을 취소하고 목록으로 돌아가시겠습니까?');
  return dialog;
}
