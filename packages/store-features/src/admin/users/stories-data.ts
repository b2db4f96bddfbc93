import {
  ADMIN_PAGE_SIZE,
  ADMIN_USERS_PATH,
  type AdminUserListResponse,
  LAST_ADMIN_DEMOTION_MESSAGE,
  type PublicUser,
  paginate,
  USER_NOT_FOUND_MESSAGE,
  USER_ROLE_UPDATED_MESSAGE,
  type UserRole,
} from '@aurora-store/api';
import { administrator, shopper } from '../../common/story-support/fixtures';
import { failure, type MockRequest, type MockRoutes, ok } from '../../common/story-support/mock-routes';

export const USERS_ROUTE = `GET ${ADMIN_USERS_PATH}`;
export const ROLE_ROUTE = `PUT ${ADMIN_USERS_PATH}/:id/role`;

const people: readonly [string, string][] = [
  ['Liam', 'Carter'],
  ['Sofia', 'Nguyen'],
  ['Noah', 'Patel'],
  ['Grace', 'Okafor'],
  ['Mateo', 'Rossi'],
  ['Hana', 'Suzuki'],
  ['Oliver', 'Brennan'],
  ['Amara', 'Diallo'],
  ['Lucas', 'Schmidt'],
  ['Chloe', 'Martin'],
  ['Ethan', 'Kowalski'],
  ['Isla', 'Fraser'],
  ['Kai', 'Andersen'],
  ['Priya', 'Raman'],
  ['Jonas', 'Lindqvist'],
  ['Zoe', 'Papadopoulos'],
  ['Marcus', 'Reid'],
  ['Leila', 'Haddad'],
  ['Felix', 'Wagner'],
  ['Nora', 'Byrne'],
  ['Owen', 'Price'],
];

/** A made-up person of the demo store: some verified, one in four an admin, newest first by index. */
const person = ([firstName, lastName]: [string, string], index: number): PublicUser => ({
  ...shopper,
  _id: `5e1c2a90-7b3d-4f6e-9a1b-c0ffee${(((index + 3) * 0x2f6b1d) % 0x1000000).toString(16).padStart(6, '0')}`,
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  phone: null,
  role: index % 4 === 1 ? 'admin' : 'user',
  isEmailVerified: index % 3 !== 2,
  createdAt: new Date(Date.UTC(2026, 9, 30 - index, 10, 15)).toISOString(),
});

/** The signed-in admin of the stories: the first row, and their own. */
export const currentAdmin: PublicUser = {
  ...administrator,
  isEmailVerified: true,
  createdAt: '2026-11-02T08:00:00.000Z',
};

/** Emma, the recorded shopper: a user with a verified email, on the first page. */
export const emma: PublicUser = shopper;

/** 23 accounts, three pages of ten: mixed roles (six admins) and verified and pending emails. */
export const storyUsers: PublicUser[] = [currentAdmin, emma, ...people.map(person)];

/** The second admin of the first page, not the signed-in one. */
export const otherAdmin = storyUsers.find(
  (user) => user.role === 'admin' && user._id !== currentAdmin._id,
) as PublicUser;

/** A shopper with an unconfirmed email, on the first page. */
export const pendingShopper = storyUsers.find(
  (user) => user.role === 'user' && !user.isEmailVerified,
) as PublicUser;

const listAnswer = (users: readonly PublicUser[], page: number, limit: number): AdminUserListResponse => {
  const pagination = paginate(page, limit, users.length);
  const start = (pagination.page - 1) * limit;
  return { success: true, data: { users: users.slice(start, start + limit), pagination } };
};

export const emptyListAnswer = listAnswer([], 1, ADMIN_PAGE_SIZE);

function matches(user: PublicUser, params: URLSearchParams): boolean {
  const search = params.get('search')?.toLowerCase();
  const text = `${user.firstName} ${user.lastName} ${user.email}`.toLowerCase();
  const role = params.get('role');
  return (!search || text.includes(search)) && (!role || user.role === role);
}

/**
 * A small admin users server: it searches, filters and pages the story users as the API does, and keeps role
 * changes with the API's rule (the last administrator cannot be demoted), so a story sees the list change.
 * Every request is kept, newest last; `reset()` (a story's beforeEach) starts it afresh.
 */
export function fakeAdminUsers(initial: readonly PublicUser[] = storyUsers) {
  let users = [...initial];
  const listRequests: URL[] = [];
  const roleBodies: { id: string; role: UserRole }[] = [];

  const list = ({ url }: MockRequest) => {
    listRequests.push(url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? String(ADMIN_PAGE_SIZE));
    return ok(
      listAnswer(
        users.filter((user) => matches(user, url.searchParams)),
        page,
        limit,
      ),
    );
  };

  const changeRole = ({ params, body }: MockRequest) => {
    const { role } = body as { role: UserRole };
    const id = params.id ?? '';
    roleBodies.push({ id, role });
    const found = users.find((user) => user._id === id);
    if (!found) return failure(404, USER_NOT_FOUND_MESSAGE);
    const admins = users.filter((user) => user.role === 'admin');
    if (found.role === 'admin' && role === 'user' && admins.length <= 1) {
      return failure(409, LAST_ADMIN_DEMOTION_MESSAGE);
    }
    const updated = { ...found, role };
    users = users.map((user) => (user._id === id ? updated : user));
    return ok({ success: true, message: USER_ROLE_UPDATED_MESSAGE, data: { user: updated } });
  };

  const routes: MockRoutes = { [USERS_ROUTE]: list, [ROLE_ROUTE]: changeRole };

  return {
    routes,
    /** The list route alone, for a story that fails it first. */
    list,
    roleBodies,
    /** The requests of the list itself (not the Total Users count, which asks for one row). */
    listRequests: () => listRequests.filter((url) => url.searchParams.get('limit') !== '1'),
    /** The list's last request's query parameters. */
    lastListParams: () =>
      listRequests.filter((url) => url.searchParams.get('limit') !== '1').at(-1)?.searchParams ??
      new URLSearchParams(),
    reset: () => {
      users = [...initial];
      listRequests.length = 0;
      roleBodies.length = 0;
    },
  };
}
