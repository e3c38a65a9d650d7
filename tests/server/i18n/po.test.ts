import { describe, expect, it } from 'vitest';
import { parsePo } from '../../../server/i18n/po';

const PO = `msgid ""
msgstr ""
"Language: zh_TW\\n"

#. js-lingui-explicit-id
#: server/a.ts:3
msgid "Hello {name},\\n"
"\\n"
"welcome"
msgstr ""
"{name} 您好：\\n"
"\\n"
"歡迎"

msgctxt "button"
msgid "Open"
msgstr ""
`;

describe('parsePo', () => {
  it('reads ids and translations over several lines, by context, without the header', () => {
    const entries = parsePo(PO);
    expect([...entries.keys()]).toEqual(['\u0004Hello {name},\n\nwelcome', 'button\u0004Open']);
    expect(entries.get('\u0004Hello {name},\n\nwelcome')).toEqual({
      msgid: 'Hello {name},\n\nwelcome',
      msgstr: '{name} 您好：\n\n歡迎',
      comments: ['#. js-lingui-explicit-id', '#: server/a.ts:3'],
    });
    expect(entries.get('button\u0004Open')).toMatchObject({ msgctxt: 'button', msgstr: '' });
  });
});
