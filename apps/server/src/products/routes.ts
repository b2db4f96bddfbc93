import {
  FEATURED_PRODUCTS_PATH,
  featuredProductsResponseSchema,
  idParamsSchema,
  MY_REVIEWS_PATH,
  myReviewsQuerySchema,
  myReviewsResponseSchema,
  PRODUCTS_PATH,
  productDetailResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  reviewBodySchema,
  reviewResponseSchema,
  SEARCH_SUGGESTIONS_PATH,
  searchSuggestionsQuerySchema,
  searchSuggestionsResponseSchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, optionalUser, requireUser } from '../auth/authenticate';
import { existingId } from '../http/ids';
import { addVary } from '../http/vary';
import { catalogueAnswerText, featuredProducts } from './catalogue-list';
import { myReviewsOf } from './my-reviews';
import { searchSuggestions } from './product-search';
import { answerText, createPublicAnswerCache, sendJsonText } from './public-answer-cache';
import { createReview } from './reviews';

const PRODUCT_NOT_FOUND = 'Product not found';

/** The catalogue: list, featured, search suggestions, the product page and its reviews, and a shopper's own. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { list: listCatalogue, productPageText } = app.catalogue;
  const sendPublicAnswer = createPublicAnswerCache(app.config.catalogueCacheMs);

  app.get(
    PRODUCTS_PATH,
    { schema: { querystring: productListQuerySchema, response: { 200: productListResponseSchema } } },
    async (request, reply) => {
      await sendPublicAnswer(request, reply, async () =>
        catalogueAnswerText(await listCatalogue(request.query)),
      );
      return reply;
    },
  );

  app.get(
    FEATURED_PRODUCTS_PATH,
    { schema: { response: { 200: featuredProductsResponseSchema } } },
    async (request, reply) => {
      await sendPublicAnswer(request, reply, async () =>
        answerText(featuredProductsResponseSchema, {
          success: true,
          data: { products: await featuredProducts(db) },
        }),
      );
      return reply;
    },
  );

  app.get(
    SEARCH_SUGGESTIONS_PATH,
    {
      schema: {
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsResponseSchema },
      },
    },
    async (request, reply) => {
      await sendPublicAnswer(request, reply, async () =>
        answerText(searchSuggestionsResponseSchema, {
          success: true,
          data: { suggestions: await searchSuggestions(db, request.query.q) },
        }),
      );
      return reply;
    },
  );

  app.get(
    `${PRODUCTS_PATH}/:id`,
    {
      preHandler: optionalUser,
      schema: { params: idParamsSchema, response: { 200: productDetailResponseSchema } },
    },
    async (request, reply) => {
      const productId = existingId(request.params.id, PRODUCT_NOT_FOUND);
      const load = () => productPageText(productId, request.authUser);
      // A signed-in shopper's page says whether they may review it: that answer is theirs alone (no-store).
      if (request.authUser) {
        sendJsonText(reply, await load());
        return reply;
      }
      // The anonymous page is public, but a cache must not hand it to a signed-in request for the same address.
      addVary(reply, 'Authorization');
      await sendPublicAnswer(request, reply, load);
      return reply;
    },
  );

  app.post(
    `${PRODUCTS_PATH}/:id/reviews`,
    {
      preHandler: requireUser,
      schema: { params: idParamsSchema, body: reviewBodySchema, response: { 201: reviewResponseSchema } },
    },
    async (request, reply) => {
      const productId = existingId(request.params.id, PRODUCT_NOT_FOUND);
      const review = await createReview(db, currentUser(request), productId, request.body);
      return reply
        .code(201)
        .send({ success: true, message: 'Review submitted successfully', data: { review } });
    },
  );

  app.get(
    MY_REVIEWS_PATH,
    {
      preHandler: requireUser,
      schema: { querystring: myReviewsQuerySchema, response: { 200: myReviewsResponseSchema } },
    },
    async (request) => {
      const reviews = await myReviewsOf(db, currentUser(request).id, request.query.productIds);
      return { success: true as const, data: { reviews } };
    },
  );
};
