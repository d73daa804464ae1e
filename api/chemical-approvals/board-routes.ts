import { createRoute, z } from "@hono/zod-openapi";
import { ApiErrorSchema } from "../http/envelope";
import { BOARD_GROUPS_MAX, BOARD_MEMBER_CANDIDATES_MAX } from "../../core/chemical-approvals/boards";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, notFound } from "../http/errors";
import {
  BOARD_IN_USE_MESSAGE,
  boardGroupOptions,
  boardMemberCandidates,
  createBoardGroup,
  deleteBoardGroup,
  getBoardGroup,
  listBoardGroups,
  updateBoardGroup,
} from "./boards";
import { requirePermissions } from "../http/permissions";
import { jsonBody, pathId } from "../http/params";
import { APPROVAL_TAGS, requireApprovalFlag } from "./route-parts";
import {
  BoardGroupDeletedResponse,
  BoardGroupInputSchema,
  BoardGroupListResponse,
  BoardGroupOptionListResponse,
  BoardGroupResponse,
  BoardMemberListResponse,
  boardParams,
} from "./schemas";

/**
 * Approval boards (board groups): list, create, read, update and delete, the
 * users who may be members, and the boards by name. Reading needs
 * chemical_approval_request; saving and deleting also chemical_approval_admin.
 * The rules: ./boards.ts.
 */

const BASE = "/chemical-approval/v1/board-groups";

const read = requireApprovalFlag;
const write = requirePermissions({ all: ["chemical_approval_request", "chemical_approval_admin"] });

const body = jsonBody(BoardGroupInputSchema);

const ok = (description: string, schema: z.ZodType) => ({
  description,
  content: { "application/json": { schema } },
});

const listRoute = createRoute({
  method: "get",
  path: BASE,
  tags: APPROVAL_TAGS,
  operationId: "listBoardGroups",
  summary: "The company's approval boards with their locations and members",
  description: `By name, at most ${BOARD_GROUPS_MAX}. Needs chemical_approval_request (else 403).`,
  middleware: [read] as const,
  responses: { 200: ok("The boards.", BoardGroupListResponse), ...errorResponses() },
});

const createBoardRoute = createRoute({
  method: "post",
  path: BASE,
  tags: APPROVAL_TAGS,
  operationId: "createBoardGroup",
  summary: "Create an approval board",
  description:
    "Needs chemical_approval_request and chemical_approval_admin (else 403). 422 with field errors " +
    "(`errors.name`, `errors.locations`, `errors.members`) for a missing, too long or taken name, a location " +
    "that is not the company's, is archived or already belongs to another board (e.g. \"Laboratory 1 already " +
    'belongs to the board Depot board."), or a member who is not a user of the company with ' +
    "chemical_approval_request. Nothing is saved then.",
  middleware: [write] as const,
  request: { body },
  responses: {
    201: ok("The new board.", BoardGroupResponse),
    ...errorResponses({ validation: true }),
  },
});

const getRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}`,
  tags: APPROVAL_TAGS,
  operationId: "getBoardGroup",
  summary: "One approval board",
  description:
    "Needs chemical_approval_request (else 403). 404 when it is not a board of the caller's company.",
  middleware: [read] as const,
  request: { params: boardParams },
  responses: { 200: ok("The board.", BoardGroupResponse), ...errorResponses({ notFound: true }) },
});

const updateRoute = createRoute({
  method: "put",
  path: `${BASE}/{id}`,
  tags: APPROVAL_TAGS,
  operationId: "updateBoardGroup",
  summary: "Rename an approval board and replace its locations and members",
  description:
    "Needs chemical_approval_request and chemical_approval_admin (else 403). The lists given replace the " +
    "board's (its locations that are left out no longer name it); a list left out stays as it is. The same " +
    "422 checks as creating; 404 when it is not a board of the caller's company.",
  middleware: [write] as const,
  request: { params: boardParams, body },
  responses: {
    200: ok("The saved board.", BoardGroupResponse),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: `${BASE}/{id}`,
  tags: APPROVAL_TAGS,
  operationId: "deleteBoardGroup",
  summary: "Delete an approval board",
  description:
    "Needs chemical_approval_request and chemical_approval_admin (else 403). Its locations no longer name a " +
    "board; requests it evaluated and that are no longer under evaluation forget it. 409 " +
    `\`{ error: "board_in_use", message: "${BOARD_IN_USE_MESSAGE}" }\` while requests are under evaluation ` +
    "by it or ready for approval; 404 when it is not a board of the caller's company.",
  middleware: [write] as const,
  request: { params: boardParams },
  responses: {
    200: ok("Deleted: the board's id.", BoardGroupDeletedResponse),
    ...errorResponses({ notFound: true }),
    409: {
      description: "Requests are under evaluation by the board.",
      content: { "application/json": { schema: ApiErrorSchema } },
    },
  },
});

const membersRoute = createRoute({
  method: "get",
  path: "/chemical-approval/v1/board-members",
  tags: APPROVAL_TAGS,
  operationId: "listBoardMemberCandidates",
  summary: "Who may be a board member",
  description:
    "The company's users with chemical_approval_request, by name, at most " +
    `${BOARD_MEMBER_CANDIDATES_MAX}. Needs chemical_approval_request (else 403).`,
  middleware: [read] as const,
  responses: { 200: ok("The users.", BoardMemberListResponse), ...errorResponses() },
});

const optionsRoute = createRoute({
  method: "get",
  path: "/hierarchy/v1/board-groups",
  tags: ["Hierarchy"],
  operationId: "listLocationBoardGroups",
  summary: "The approval boards a location can name",
  description:
    "The company's approval boards, id and name only, by name (at most " +
    `${BOARD_GROUPS_MAX}): for showing and choosing a location's chemical_board_group_id. Any user of the ` +
    "company.",
  responses: { 200: ok("The boards.", BoardGroupOptionListResponse), ...errorResponses() },
});

export function registerBoardGroupRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listRoute, async (c) => c.json({ data: await listBoardGroups(db, c.get("company").id) }, 200));

  api.openapi(createBoardRoute, async (c) => {
    const board = await createBoardGroup(
      db,
      { companyId: c.get("company").id, userId: c.get("user").id },
      c.req.valid("json"),
    );
    return c.json({ data: board }, 201);
  });

  api.openapi(getRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const board = await getBoardGroup(db, c.get("company").id, id);
    if (!board) throw notFound();
    return c.json({ data: board }, 200);
  });

  api.openapi(updateRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const board = await updateBoardGroup(
      db,
      { companyId: c.get("company").id, userId: c.get("user").id },
      id,
      c.req.valid("json"),
    );
    if (!board) throw notFound();
    return c.json({ data: board }, 200);
  });

  api.openapi(deleteRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    if (!(await deleteBoardGroup(db, { companyId: c.get("company").id, userId: c.get("user").id }, id)))
      throw notFound();
    return c.json({ data: { id } }, 200);
  });

  api.openapi(membersRoute, async (c) =>
    c.json({ data: await boardMemberCandidates(db, c.get("company").id) }, 200),
  );

  api.openapi(optionsRoute, async (c) =>
    c.json({ data: await boardGroupOptions(db, c.get("company").id) }, 200),
  );
}
