// The bodies of POST /api/analytics/custom and /batch, used by api/. Strict: a key the contract does
// not name is refused, never ignored, so a misspelt filter cannot silently widen a query.
import { z } from 'zod';
import {
  BATCH_KEY_MAX_LENGTH,
  BATCH_MAX_REQUESTS,
  CUSTOM_GROUP_BY,
  CUSTOM_METRICS,
  type BatchRequest,
  type CustomQuery,
} from './budgetLimits';
import { MESSAGES as M, type ServerMessage } from './messages';
import { CATEGORIES_MAX, CATEGORY_NAME_MAX_LENGTH } from './categoryLimits';
import { AMOUNT_LIMIT, TRANSACTION_TYPES } from './transactionLimits';
import { codeField } from './text';
import { hasAtMostTwoDecimals } from './transactionValidators';

/**
 * An object's error: `unknown` for a key it does not name (a strict object refuses it), the general text when it
 * is not an object at all.
 */
const objectError =
  (unknown: ServerMessage) =>
  (issue: { code?: string }): ServerMessage =>
    issue.code === 'unrecognized_keys' ? unknown : M.validationFailed;

/** A bound on the amount of a transaction, as the form enters it (without sign): 0 or more, two decimals. */
const amountBound = z
  .number({ error: M.customAmountInvalid })
  .refine(Number.isFinite, { error: M.customAmountInvalid, abort: true })
  .refine((v) => v >= 0, { error: M.customAmountInvalid, abort: true })
  .refine((v) => v < AMOUNT_LIMIT, { error: M.amountLimit, abort: true })
  .refine(hasAtMostTwoDecimals, M.amountDecimals);

/** A period's date: its calendar rules (a real date, not in the future, at most 2 years) are parsePeriod's. */
const periodDate = codeField('YYYY-MM-DD'.length, M.analyticsDateInvalid).optional();

const customFiltersSchema = z
  .strictObject(
    {
      type: z.enum(TRANSACTION_TYPES, { error: M.typeInvalid }).optional(),
      categories: z
        .array(codeField(CATEGORY_NAME_MAX_LENGTH, M.customCategoriesInvalid), {
          error: M.customCategoriesInvalid,
        })
        .min(1, M.customCategoriesInvalid)
        .max(CATEGORIES_MAX, M.customCategoriesInvalid)
        .optional(),
      minAmount: amountBound.optional(),
      maxAmount: amountBound.optional(),
    },
    { error: objectError(M.customFilterUnknown) },
  )
  .refine((v) => v.minAmount === undefined || v.maxAmount === undefined || v.minAmount <= v.maxAmount, {
    error: M.customAmountOrder,
    path: ['maxAmount'],
  });

/** POST /custom: metric and groupBy from their allow-lists, the filters above, the period's dates. */
export const customQuerySchema = z.strictObject(
  {
    metric: z.enum(CUSTOM_METRICS, { error: M.customMetricInvalid }),
    groupBy: z.enum(CUSTOM_GROUP_BY, { error: M.customGroupByInvalid }),
    filters: customFiltersSchema.optional(),
    startDate: periodDate,
    endDate: periodDate,
  },
  { error: objectError(M.customFieldUnknown) },
) satisfies z.ZodType<CustomQuery>;

/** A batch request's key: names its answer, so it is kept short and plain. */
export const BATCH_KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${BATCH_KEY_MAX_LENGTH}}$`);
const BATCH_PATH_MAX_LENGTH = 200;
const BATCH_PARAMS_MAX = 20;
const BATCH_PARAM_MAX_LENGTH = 200;

const batchParamsSchema = z
  .record(
    codeField(BATCH_PARAM_MAX_LENGTH, M.validationFailed),
    z.union([codeField(BATCH_PARAM_MAX_LENGTH, M.validationFailed), z.number()], {
      error: M.validationFailed,
    }),
    { error: M.validationFailed },
  )
  .refine((params) => Object.keys(params).length <= BATCH_PARAMS_MAX, M.validationFailed);

/**
 * POST /batch: 1 to BATCH_MAX_REQUESTS requests with unique keys. A path is only checked for its shape here;
 * whether it names a call is the server's to say, under the request's key.
 */
export const batchRequestSchema = z.strictObject(
  {
    requests: z
      .array(
        z.strictObject(
          {
            key: codeField(BATCH_KEY_MAX_LENGTH, M.batchKeyInvalid).regex(
              BATCH_KEY_PATTERN,
              M.batchKeyInvalid,
            ),
            path: codeField(BATCH_PATH_MAX_LENGTH, M.validationFailed).min(1, M.validationFailed),
            params: batchParamsSchema.optional(),
          },
          { error: M.validationFailed },
        ),
        { error: M.batchRequestsRequired },
      )
      .min(1, M.batchRequestsRequired)
      .max(BATCH_MAX_REQUESTS, M.batchTooManyRequests)
      // The second and later requests with a key an earlier one has: each a field error of its key.
      .superRefine((requests, context) => {
        const seen = new Set<string>();
        requests.forEach(({ key }, index) => {
          if (seen.has(key)) {
            context.addIssue({ code: 'custom', message: M.batchKeyDuplicate, path: [index, 'key'] });
          }
          seen.add(key);
        });
      }),
  },
  { error: M.validationFailed },
) satisfies z.ZodType<BatchRequest>;
