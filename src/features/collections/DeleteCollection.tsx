import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteCollection } from './collections.api';
import { collectionErrorText } from './collections.errors';
import { notify } from '@/lib/notify';
import { queryRoots } from '@/lib/query-keys';

/** Delete with a confirmation (spec §4: refused while items are on shelf); `onDeleted` leaves the page. */
export function DeleteCollection({
  id,
  name,
  onDeleted,
}: {
  id: string;
  name: string;
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteCollection(id),
    onSuccess: () => {
      setOpen(false);
      notify(t`The collection has been deleted.`, 'green');
      onDeleted();
      // After leaving, so the page being left does not refetch a collection that is gone.
      void queryClient.invalidateQueries({ queryKey: queryRoots.catalog() });
    },
  });
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        <Trans>Delete</Trans>
      </Button>
      <Modal opened={open} onClose={close} title={t`Delete this collection?`} centered>
        <Stack>
          <Text>
            <Trans>“{name}” will be removed for good. This cannot be undone.</Trans>
          </Text>
          {remove.isError && (
            <Alert color="red" role="alert">
              {collectionErrorText(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              <Trans>Delete collection</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
