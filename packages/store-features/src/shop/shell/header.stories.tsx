import { SEARCH_SUGGESTIONS_DEBOUNCE_MS } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { administrator, answers, shopper } from '../../common/story-support/fixtures';
import { failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { Header } from './header';
import { cartOfThreeItems, recordingSuggestions, suggestionsForWaThen } from './stories-data';

const [firstSuggestion] = answers.suggestions.data.suggestions;
/** The first suggestion's option; its name also holds the brand. */
const suggestionName = new RegExp(`^${firstSuggestion?.text}`);
/** Suggestions arrive after the debounce and a request: more than findBy's default second on a busy machine. */
const afterDebounce = { timeout: 5000 };
const meta = {
  title: 'Shop/Header',
  component: Header,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: {
      'GET /api/products/search-suggestions': ok(answers.suggestions),
      'GET /api/cart': ok(cartOfThreeItems),
      'GET /api/user/wishlist': ok(answers.wishlist),
    },
    docs: {
      description: {
        component:
          "The store's header: search with suggestions, cart and wishlist counts, currency, the user's " +
          'menu and the phone menu. Stories: signed out, a shopper and an admin at each width, counts ' +
          'failing, suggestions, keyboard, the menus.',
      },
    },
  },
  args: {
    user: null,
    currency: 'USD',
    compareCount: 0,
    onCurrencyChange: fn(),
    onLogout: fn(),
    onNavigate: fn(),
  },
  // A page below the header, so the mobile menu has something to open over.
  render: (args) => (
    <>
      <Header {...args} />
      <main aria-label="Page" className="h-96" />
    </>
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Below md the links live in the collapsible menu: open it if this width has one. */
async function openMenuIfCollapsed(canvas: Canvas) {
  const menuButton = canvas.queryByRole('button', { name: 'Menu' });
  if (menuButton) await userEvent.click(menuButton);
}

/** Keyboard only: Tab forward until the element has focus (the header has a dozen stops at most). */
async function tabUntilFocused(element: HTMLElement) {
  for (let stop = 0; stop < 20 && document.activeElement !== element; stop += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
}

/**
 * Escape closes an open suggestion list. A story ends with it closed: while open, React Aria hides the rest
 * of the page from assistive technology, which axe (rightly, for a finished page) reports.
 */
async function closeSuggestions() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/**
 * Reaches for the search as a shopper does: the pointer over the plain box that stands in for it loads the
 * suggesting search, which takes its place before the click lands.
 */
async function reachForSearch(canvas: ReturnType<typeof within>) {
  await userEvent.hover(canvas.getByRole('searchbox', { name: 'Search products' }));
  return canvas.findByRole('combobox', { name: 'Search products' });
}

export const SignedOut: Story = {
  tags: ['visual'],
  args: { compareCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Aurora Store' })).toHaveAttribute('href', '/');
    // Until the shopper reaches for it, a plain search box stands in for the suggesting one.
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Compare, 2 items' })).toHaveAttribute(
      'href',
      '/comparison',
    );
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    await expect(canvas.queryByRole('link', { name: /^Wishlist/ })).toBeNull();
    await openMenuIfCollapsed(canvas);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('radio', { name: 'USD' })).toBeChecked();
    await expect(canvas.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).toBeNull();
  },
};
export const SignedOutMobile: Story = { ...SignedOut, ...mobile };
export const SignedOutTablet: Story = { ...SignedOut, ...tablet };
export const SignedOutDesktop: Story = { ...SignedOut, ...desktop };

export const SignedInShopper: Story = {
  args: { user: shopper, compareCount: 1, currency: 'INR' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    await expect(await canvas.findByRole('link', { name: 'Wishlist, 3 items' })).toHaveAttribute(
      'href',
      '/wishlist',
    );
    await expect(canvas.getByRole('link', { name: 'Compare, 1 item' })).toBeVisible();
    await openMenuIfCollapsed(canvas);
    await expect(canvas.getByRole('radio', { name: 'INR' })).toBeChecked();
    await expect(canvas.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};
export const SignedInShopperMobile: Story = { ...SignedInShopper, ...mobile };
export const SignedInShopperTablet: Story = { ...SignedInShopper, ...tablet };
export const SignedInShopperDesktop: Story = { ...SignedInShopper, ...desktop };

export const Administrator: Story = {
  tags: ['visual'],
  args: { user: administrator },
  play: async ({ canvas }) => {
    await openMenuIfCollapsed(canvas);
    await expect(canvas.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  },
};
export const AdministratorMobile: Story = { ...Administrator, ...mobile };
export const AdministratorTablet: Story = { ...Administrator, ...tablet };
export const AdministratorDesktop: Story = { ...Administrator, ...desktop };

/** Counts that fail to load read 0; the header stays whole. */
export const CountsUnavailable: Story = {
  args: { user: shopper },
  parameters: {
    api: {
      'GET /api/cart': failure(500, 'Internal server error'),
      'GET /api/user/wishlist': failure(500, 'Internal server error'),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
  },
};

const twoCharacters = recordingSuggestions();
/** Two characters are enough: after the debounce one request goes out and its suggestions show. */
export const SuggestionsAfterTwoCharacters: Story = {
  parameters: { api: { 'GET /api/products/search-suggestions': twoCharacters.handler } },
  play: async ({ args, canvas }) => {
    twoCharacters.queries.length = 0;
    await userEvent.type(await reachForSearch(canvas), 'wa');
    await userEvent.click(await screen.findByRole('option', { name: suggestionName }, afterDebounce));
    await expect(twoCharacters.queries).toEqual(['wa']);
    await expect(args.onNavigate).toHaveBeenCalledWith(`/product/${firstSuggestion?.id}`);
  },
};

/** After a pick the box starts afresh: the next list highlights nothing, so Enter searches for the new text. */
export const SearchAfterAPick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(await reachForSearch(canvas), 'wa');
    await userEvent.click(await screen.findByRole('option', { name: suggestionName }, afterDebounce));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`/product/${firstSuggestion?.id}`);

    const box = await canvas.findByRole('combobox', { name: 'Search products' });
    await expect(box).toHaveValue('');
    await userEvent.type(box, 'wa');
    await screen.findByRole('option', { name: suggestionName }, afterDebounce);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/products?search=wa');
  },
};

const oneCharacter = recordingSuggestions();
/** One character asks nothing, however long the shopper waits. */
export const NoSuggestionsForOneCharacter: Story = {
  parameters: { api: { 'GET /api/products/search-suggestions': oneCharacter.handler } },
  play: async ({ canvas }) => {
    oneCharacter.queries.length = 0;
    await userEvent.type(await reachForSearch(canvas), 'w');
    await waitFor(() => expect(screen.getByText('Type 2 or more characters for suggestions')).toBeVisible());
    // Only time can show a request was never made: let the debounce pass twice over.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_SUGGESTIONS_DEBOUNCE_MS * 2));
    await expect(oneCharacter.queries).toEqual([]);
    await expect(screen.queryByRole('option', { name: suggestionName })).toBeNull();
    await closeSuggestions();
  },
};

const burst = recordingSuggestions();
/** A burst of keystrokes settles into one request, for the whole word. */
export const SuggestionsAreDebounced: Story = {
  parameters: { api: { 'GET /api/products/search-suggestions': burst.handler } },
  play: async ({ canvas }) => {
    burst.queries.length = 0;
    // No pause between keys, so the burst is shorter than the debounce however busy the machine is.
    const typist = userEvent.setup({ delay: null });
    await typist.type(await reachForSearch(canvas), 'watch');
    const suggestion = await screen.findByRole('option', { name: suggestionName }, afterDebounce);
    // React Aria keeps the list's popover hidden until it has settled, up to 600 ms when it takes a viewport
    // resize after a text field's focus for an on-screen keyboard opening (ui's CommandPalette Open story).
    await waitFor(() => expect(suggestion).toBeVisible());
    await expect(burst.queries).toEqual(['watch']);
    await closeSuggestions();
  },
};

/** Suggestions fail: the list says so, and Enter still searches. */
export const SuggestionsFail: Story = {
  parameters: { api: { 'GET /api/products/search-suggestions': failure(500, 'Internal server error') } },
  play: async ({ args, canvas }) => {
    await userEvent.type(await reachForSearch(canvas), 'wa');
    const unavailable = await screen.findByText(
      'Suggestions are unavailable. Press Enter to search.',
      {},
      afterDebounce,
    );
    await waitFor(() => expect(unavailable).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/products?search=wa');
  },
};
export const SuggestionsFailMobile: Story = { ...SuggestionsFail, ...mobile };

const wordByWord = suggestionsForWaThen('never');
/**
 * A longer text keeps the last suggestions listed, under the field's spinner, until its own arrive: here they never
 * do, and the highlighted suggestion still opens with Enter.
 */
export const SuggestionsStayWhileTheNextLoad: Story = {
  parameters: { api: { 'GET /api/products/search-suggestions': wordByWord.handler } },
  play: async ({ args, canvas }) => {
    wordByWord.queries.length = 0;
    const box = await reachForSearch(canvas);
    await userEvent.type(box, 'wa');
    const option = await screen.findByRole('option', { name: suggestionName }, afterDebounce);
    // As in SuggestionsAreDebounced, React Aria may hold the list's popover hidden while it settles: seen first,
    // before the next letter, so that the check after it is of the list staying, with no time to come back.
    await waitFor(() => expect(option).toBeVisible());
    await userEvent.type(box, 'l');
    await waitFor(() => expect(wordByWord.queries).toEqual(['wa', 'wal']), afterDebounce);
    await expect(option).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', option.id));
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`/product/${firstSuggestion?.id}`);
  },
};

const thenFailing = suggestionsForWaThen(failure(500, 'Internal server error'));
/** When the longer text's suggestions fail, the last ones go, and the list says why. */
export const SuggestionsFailAfterSome: Story = {
  parameters: { api: { 'GET /api/products/search-suggestions': thenFailing.handler } },
  play: async ({ args, canvas }) => {
    const box = await reachForSearch(canvas);
    await userEvent.type(box, 'wa');
    await screen.findByRole('option', { name: suggestionName }, afterDebounce);
    await userEvent.type(box, 'l');
    const unavailable = await screen.findByText(
      'Suggestions are unavailable. Press Enter to search.',
      {},
      afterDebounce,
    );
    await waitFor(() => expect(unavailable).toBeVisible());
    await expect(screen.queryByRole('option', { name: suggestionName })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/products?search=wal');
  },
};

export const SearchByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    // Focus on the stand-in loads the suggesting search, which takes the focus over.
    const combobox = await canvas.findByRole('combobox', { name: 'Search products' });
    await waitFor(() => expect(combobox).toHaveFocus());
    await userEvent.keyboard('wall clock{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/products?search=wall+clock');

    await userEvent.keyboard('{Control>}a{/Control}wa');
    const option = await screen.findByRole('option', { name: suggestionName }, afterDebounce);
    await userEvent.keyboard('{ArrowDown}');
    // Enter once the suggestion shows highlighted, as a person presses it.
    await waitFor(() => expect(combobox).toHaveAttribute('aria-activedescendant', option.id));
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`/product/${firstSuggestion?.id}`);
  },
};

export const CurrencyToggle: Story = {
  ...desktop,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'INR' }));
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('INR');
  },
};

export const UserMenuByKeyboard: Story = {
  ...desktop,
  args: { user: shopper },
  play: async ({ args, canvas }) => {
    // The menu's code loads after the header shows: wait for the trigger that opens it.
    const trigger = await waitFor(() => {
      const button = canvas.getByRole('button', { name: 'Account menu for Emma' });
      expect(button).toHaveAttribute('aria-haspopup');
      return button;
    });
    await tabUntilFocused(trigger);
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const MobileMenu: Story = {
  ...mobile,
  args: { user: shopper },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Products' })).toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await userEvent.click(canvas.getByRole('radio', { name: 'INR' }));
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('INR');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The open menu, for the screenshot. */
export const MobileMenuOpenMobile: Story = {
  ...mobile,
  args: { user: null },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  },
};
