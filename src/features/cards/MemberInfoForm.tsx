import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { fieldIssuesOf, issueAt } from '@/lib/field-issues';
import { notify } from '@/lib/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MEMBER_AGE, type CardDetail } from '@schemas/cards';
import type { FileRecord } from '@schemas/uploads';
import { errorText } from '@/lib/error-text';
import { FileDrop } from '@/components/FileDrop';
import { cardsApi } from './cards.api';
import { cardErrorTexts, cardFieldTexts } from './cards.errors';
import { cardQueries } from './cards.queries';

const LANGUAGES = [
  { value: 'zh_TW', label: '繁體中文' },
  { value: 'zh_CN', label: '简体中文' },
  { value: 'en_US', label: 'English' },
  { value: 'en_JP', label: '日本語' },
  { value: 'en_KR', label: '한국어' },
];

/** Age in whole years from a birth year and month (the server decides with the same rule). */
const ageOf = (year: number, month: number, now = new Date()) =>
  now.getFullYear() - year - (now.getMonth() + 1 < month ? 1 : 0);

/**
 * The member info form of a card (spec §3 Membership card, §5 age 18–99): English name, Chinese full name,
 * title, birth year and month, contact e-mail, mobile and address, photo, residential area and district,
 * language.
 */
export function MemberInfoForm({ card, onSaved }: { card: CardDetail; onSaved?: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const info = card.info;
  const [v, setV] = useState({
    englishName: info.englishName,
    chineseName: info.chineseName,
    title: info.title,
    birthYear: info.birthYear ? String(info.birthYear) : '',
    birthMonth: info.birthMonth ? String(info.birthMonth) : '',
    email: info.email,
    areaCode: info.areaCode || '+852',
    mobile: info.mobile,
    address: info.address,
    area: info.area,
    district: info.district,
    language: info.language || 'zh_TW',
  });
  const [photo, setPhoto] = useState<FileRecord | null>(null);
  const [uploading, setUploading] = useState(false);
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => cardsApi.saveInfo({ id: card.id, ...v, photoFileId: photo?.id ?? '' }),
    onSuccess: async () => {
      notify(t`Your details were saved on the card.`, 'teal');
      await queryClient.invalidateQueries({ queryKey: cardQueries.all() });
      onSaved?.();
    },
  });
  const err = (path: string) => {
    const m = local[path] ?? issueAt(save.error, path);
    return m ? i18n._(cardFieldTexts[m] ?? cardFieldTexts.required!) : undefined;
  };
  const set = (k: keyof typeof v, value: string) => setV((p) => ({ ...p, [k]: value }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!/^[A-Za-z][A-Za-z .'-]*$/.test(v.englishName.trim())) problems.englishName = 'english_name';
    if (!v.title) problems.title = 'title';
    if (!v.birthYear || !v.birthMonth) problems.birthYear = 'required';
    else {
      const age = ageOf(Number(v.birthYear), Number(v.birthMonth));
      if (age < MEMBER_AGE.min || age > MEMBER_AGE.max) problems.birthYear = 'age_range';
    }
    setLocal(problems);
    if (Object.keys(problems).length === 0) save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending}>
      <Stack gap="sm">
        {save.isError && fieldIssuesOf(save.error).length === 0 && (
          <Alert color="red" role="alert">
            {errorText(save.error, cardErrorTexts)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`English name`}
            required
            value={v.englishName}
            onChange={(e) => set('englishName', e.currentTarget.value)}
            error={err('englishName')}
          />
          <TextInput
            label={t`Chinese full name`}
            value={v.chineseName}
            onChange={(e) => set('chineseName', e.currentTarget.value)}
            error={err('chineseName')}
          />
          <Select
            label={t`Title`}
            required
            allowDeselect={false}
            data={[
              { value: 'MR', label: t`Mr` },
              { value: 'MS', label: t`Ms` },
            ]}
            value={v.title || null}
            onChange={(x) => set('title', x ?? '')}
            error={err('title')}
          />
          <Group grow align="flex-start" gap="xs">
            <NumberInput
              label={t`Birth year`}
              required
              min={1900}
              max={2100}
              allowDecimal={false}
              value={v.birthYear}
              onChange={(n) => set('birthYear', String(n))}
              error={err('birthYear')}
            />
            <Select
              label={t`Birth month`}
              required
              allowDeselect={false}
              data={Array.from({ length: 12 }, (_, i) => String(i + 1))}
              value={v.birthMonth || null}
              onChange={(x) => set('birthMonth', x ?? '')}
              error={err('birthMonth')}
            />
          </Group>
          <TextInput
            label={t`Contact e-mail`}
            type="email"
            value={v.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            error={err('email')}
          />
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <Select
              label={t`Area code`}
              data={['+852', '+86']}
              value={v.areaCode}
              allowDeselect={false}
              onChange={(x) => set('areaCode', x ?? '+852')}
              w={110}
            />
            <TextInput
              label={t`Contact mobile`}
              inputMode="tel"
              value={v.mobile}
              onChange={(e) => set('mobile', e.currentTarget.value)}
              error={err('mobile')}
              style={{ flex: 1, minWidth: 0 }}
            />
          </Group>
          <TextInput
            label={t`Residential area`}
            value={v.area}
            onChange={(e) => set('area', e.currentTarget.value)}
          />
          <TextInput
            label={t`District`}
            value={v.district}
            onChange={(e) => set('district', e.currentTarget.value)}
          />
          <Select
            label={t`Language`}
            data={LANGUAGES}
            value={v.language}
            allowDeselect={false}
            onChange={(x) => set('language', x ?? 'zh_TW')}
          />
        </SimpleGrid>
        <TextInput
          label={t`Contact address`}
          value={v.address}
          onChange={(e) => set('address', e.currentTarget.value)}
        />
        <FileDrop
          label={t`Photo`}
          description={
            info.photo && !photo ? t`A photo is on the card; upload another to replace it.` : undefined
          }
          purpose="card_photo"
          value={photo}
          onChange={setPhoto}
          previewAspect={1}
          onBusyChange={setUploading}
          error={err('photoFileId')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={uploading}>
            <Trans>Save my details</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
