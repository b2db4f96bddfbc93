import {
  ADMIN_CATEGORIES_PATH,
  type AdminCategory,
  adminCategoryBodySchema,
  adminCategoryListResponseSchema,
  CATEGORY_CREATED_MESSAGE,
  CATEGORY_DELETED_MESSAGE,
  CATEGORY_NAME_TAKEN_MESSAGE,
  CATEGORY_NOT_FOUND_MESSAGE,
  CATEGORY_UPDATED_MESSAGE,
  categoryInUseMessage,
  categorySlug,
} from '@aurora-store/api';
import {
  failure,
  type MockAnswer,
  type MockRequest,
  type MockRoutes,
  ok,
} from '../../common/story-support/mock-routes';

export const LIST_ROUTE = `GET ${ADMIN_CATEGORIES_PATH}`;
export const CREATE_ROUTE = `POST ${ADMIN_CATEGORIES_PATH}`;
export const UPDATE_ROUTE = `PUT ${ADMIN_CATEGORIES_PATH}/:id`;
export const DELETE_ROUTE = `DELETE ${ADMIN_CATEGORIES_PATH}/:id`;

const openedAt = '2026-10-03T09:00:00.000Z';

/**
 * The demo store's four categories as the seed writes them (12 products each), and two an owner added later:
 * an inactive one with an image and nothing in it yet, and one without a description.
 */
export const demoCategories: AdminCategory[] = adminCategoryListResponseSchema.parse({
  success: true,
  data: {
    categories: [
      {
        _id: 'a1f6c2de-5b7a-4c1e-9d3b-0c2f8e6a1b01',
        name: 'Accessories',
        slug: 'accessories',
        description:
          'Bags, watches, sunglasses and the small things that make a day out easier, built to be carried for years.',
        image: null,
        isActive: true,
        createdAt: openedAt,
        productCount: 12,
      },
      {
        _id: 'a1f6c2de-5b7a-4c1e-9d3b-0c2f8e6a1b02',
        name: 'Clothing',
        slug: 'clothing',
        description:
          'Everyday tees, knitwear, jackets and shoes in honest fabrics, cut to fit well and made to be worn often.',
        image: null,
        isActive: true,
        createdAt: openedAt,
        productCount: 12,
      },
      {
        _id: 'a1f6c2de-5b7a-4c1e-9d3b-0c2f8e6a1b03',
        name: 'Electronics',
        slug: 'electronics',
        description:
          'Headphones, laptops, phones, cameras and the gear around them, chosen for sound, speed and batteries that last the day.',
        image: null,
        isActive: true,
        createdAt: openedAt,
        productCount: 12,
      },
      {
        _id: 'a1f6c2de-5b7a-4c1e-9d3b-0c2f8e6a1b04',
        name: 'Gift Cards',
        slug: 'gift-cards',
        description: '',
        image: null,
        isActive: true,
        createdAt: '2026-11-18T15:42:00.000Z',
        productCount: 0,
      },
      {
        _id: 'a1f6c2de-5b7a-4c1e-9d3b-0c2f8e6a1b05',
        name: 'Home',
        slug: 'home',
        description:
          'Lamps, kitchenware, textiles and furniture for rooms that feel calm, warm and lived in.',
        image: null,
        isActive: true,
        createdAt: openedAt,
        productCount: 12,
      },
      {
        _id: 'a1f6c2de-5b7a-4c1e-9d3b-0c2f8e6a1b06',
        name: 'Outdoor & Garden',
        slug: 'outdoor-garden',
        description: 'Planters, tools and furniture for the garden, coming in the spring collection.',
        image: 'https://images.aurora-store.test/categories/outdoor-garden.jpg',
        isActive: false,
        createdAt: '2026-11-20T10:05:00.000Z',
        productCount: 0,
      },
    ],
  },
}).data.categories;

export const categoryNamed = (name: string): AdminCategory => {
  const found = demoCategories.find((category) => category.name === name);
  if (!found) throw new Error(`No story category named ${name}`);
  return found;
};

/**
 * A small stand-in for the server's category rules, so a story's saves and deletes show in the list it
 * fetches next: bodies checked by the contract, names unique by slug (409 on the name field), a category
 * with products refused on delete (409). It keeps every request it answered, for the story to read.
 */
export function fakeCategoryServer(initial: readonly AdminCategory[] = demoCategories) {
  let categories = [...initial];
  let created = 0;
  const requests: { route: string; request: MockRequest }[] = [];

  const nameTaken = (name: string, exceptId?: string) =>
    categories.some((category) => category._id !== exceptId && category.slug === categorySlug(name));

  const save = (request: MockRequest, id?: string): MockAnswer => {
    const parsed = adminCategoryBodySchema.safeParse(request.body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        field: String(issue.path[0]),
        message: issue.message,
      }));
      return failure(400, 'Validation failed', errors);
    }
    const fields = parsed.data;
    if (nameTaken(fields.name, id)) {
      return failure(409, CATEGORY_NAME_TAKEN_MESSAGE, [
        { field: 'name', message: CATEGORY_NAME_TAKEN_MESSAGE },
      ]);
    }
    if (id === undefined) {
      created += 1;
      const category: AdminCategory = {
        ...fields,
        _id: `b2c7d3ef-0000-4000-8000-${String(created).padStart(12, '0')}`,
        slug: categorySlug(fields.name),
        createdAt: '2026-11-24T12:00:00.000Z',
        productCount: 0,
      };
      categories = [...categories, category];
      return ok({ success: true, message: CATEGORY_CREATED_MESSAGE, data: { category } }, 201);
    }
    const current = categories.find((category) => category._id === id);
    if (!current) return failure(404, CATEGORY_NOT_FOUND_MESSAGE);
    const category = { ...current, ...fields };
    categories = categories.map((item) => (item._id === id ? category : item));
    return ok({ success: true, message: CATEGORY_UPDATED_MESSAGE, data: { category } });
  };

  const remove = (id: string | undefined): MockAnswer => {
    const current = categories.find((category) => category._id === id);
    if (!current) return failure(404, CATEGORY_NOT_FOUND_MESSAGE);
    if (current.productCount > 0) return failure(409, categoryInUseMessage(current.productCount));
    categories = categories.filter((category) => category._id !== id);
    return ok({ success: true, message: CATEGORY_DELETED_MESSAGE, data: { category: current } });
  };

  const recorded =
    (route: string, answer: (request: MockRequest) => MockAnswer) =>
    (request: MockRequest): MockAnswer => {
      requests.push({ route, request });
      return answer(request);
    };

  const byName = () => [...categories].sort((a, b) => a.name.localeCompare(b.name));

  const routes: MockRoutes = {
    [LIST_ROUTE]: recorded(LIST_ROUTE, () => ok({ success: true, data: { categories: byName() } })),
    [CREATE_ROUTE]: recorded(CREATE_ROUTE, (request) => save(request)),
    [UPDATE_ROUTE]: recorded(UPDATE_ROUTE, (request) => save(request, request.params.id)),
    [DELETE_ROUTE]: recorded(DELETE_ROUTE, (request) => remove(request.params.id)),
  };

  return {
    routes,
    /** Back to the first list, before each story that uses it. */
    reset: () => {
      categories = [...initial];
      created = 0;
      requests.length = 0;
    },
    /** The requests this route answered, oldest first. */
    requestsTo: (route: string) =>
      requests.filter((entry) => entry.route === route).map((entry) => entry.request),
  };
}
