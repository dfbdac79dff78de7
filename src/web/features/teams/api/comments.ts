import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, done, ok } from '../../../lib/api-client';
import { teamsKey } from './teams';

/**
 * Staff's comments on an athlete's entries. They need a connection (nothing of a team is written offline: staff may
 * lose access at any moment); after each, the athlete's page is read again, so the thread shows as the server holds
 * it, the athlete's latest replies too.
 */

/** After a change: the athlete's page (every period) is read again. */
function useAfterCommentChange(teamId: string, memberId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...teamsKey, teamId, 'athletes', memberId] });
}

/** A new comment on one of the athlete's entries, in this team's thread. */
export function useStaffComment(teamId: string, memberId: string) {
  const afterChange = useAfterCommentChange(teamId, memberId);
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: string; body: string }) =>
      ok(
        api.teams[':teamId'].athletes[':memberId'].entries[':entryId'].comments.$post({
          param: { teamId, memberId, entryId },
          json: { body },
        }),
      ).then((answer) => answer.comment),
    onSuccess: afterChange,
  });
}

/** New words for one of the staff member's own comments. */
export function useEditStaffComment(teamId: string, memberId: string) {
  const afterChange = useAfterCommentChange(teamId, memberId);
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      ok(api.teams[':teamId'].comments[':commentId'].$patch({ param: { teamId, commentId }, json: { body } })).then(
        (answer) => answer.comment,
      ),
    onSuccess: afterChange,
  });
}

/** Deletes one of the staff member's own comments. */
export function useDeleteStaffComment(teamId: string, memberId: string) {
  const afterChange = useAfterCommentChange(teamId, memberId);
  return useMutation({
    mutationFn: (commentId: string) =>
      done(api.teams[':teamId'].comments[':commentId'].$delete({ param: { teamId, commentId } })),
    onSuccess: afterChange,
  });
}
