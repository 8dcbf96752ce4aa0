import request from 'supertest';
import type { Express } from 'express';

export interface GraphQLAnswer<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
}

export async function graphql<T>(
  app: Express | string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  let call = request(app).post('/graphql').set('content-type', 'application/json');
  if (token) call = call.set('authorization', `Bearer ${token}`);
  const response = await call.send({ query, variables });
  return { status: response.status, ...(response.body as Omit<GraphQLAnswer<T>, 'status'>) };
}
