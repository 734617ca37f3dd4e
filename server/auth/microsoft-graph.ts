// Asks Microsoft Graph who a User.Read token belongs to (GET /me). Graph refusing the token means the
// token is bad (401); Graph out of reach, slow or failing means we cannot tell (503).
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';

const GRAPH_TIMEOUT_MS = 5000;

const profileSchema = z.object({
  id: z.string().min(1),
  displayName: z.string().nullish(),
  givenName: z.string().nullish(),
  surname: z.string().nullish(),
  mail: z.string().nullish(),
  userPrincipalName: z.string().nullish(),
});
export type GraphProfile = z.infer<typeof profileSchema>;

/** Microsoft could not be asked (down, slow, or answering nonsense): not the user's fault. */
export const microsoftUnavailable = (cause: unknown) =>
  Object.assign(
    new AppError(
      'SERVICE_UNAVAILABLE',
      'No se pudo comprobar tu cuenta con Microsoft en este momento. Intenta de nuevo en unos minutos.',
    ),
    { cause },
  );

export async function fetchGraphProfile(graphBaseUrl: string, token: string): Promise<GraphProfile> {
  const url = `${graphBaseUrl}/me?$select=id,displayName,givenName,surname,mail,userPrincipalName`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw microsoftUnavailable(error);
  }
  if (response.status === 401 || response.status === 403) throw new AppError('INVALID_MS_TOKEN');
  if (!response.ok) throw microsoftUnavailable(new Error(`Graph /me answered ${response.status}`));
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw microsoftUnavailable(error);
  }
  const parsed = profileSchema.safeParse(body);
  if (!parsed.success) throw microsoftUnavailable(parsed.error);
  return parsed.data;
}
