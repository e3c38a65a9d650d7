import type { FaqSeed } from './faq';

/** Account questions: sign-up, login, password, language. */
export const ACCOUNT_FAQ: FaqSeed[] = [
  {
    key: 'account.register',
    category: 'account',
    text: {
      en_US: [
        'How do I create an account?',
        'Choose "Log in" at the top of any page and sign up with your e-mail address or a mobile number (+852 Hong Kong or +86 Mainland China). We send a one-time verification code; enter it, choose a password and accept the terms and privacy policy. Members must be between 18 and 99 years old.',
      ],
      zh_TW: [
        '如何建立帳戶？',
        '在任何頁面頂部點選「登入」，以電郵地址或手提電話號碼（+852 香港或 +86 中國內地）註冊。我們會發送一次性驗證碼，輸入後設定密碼並同意服務條款及私隱政策即可。會員年齡須介乎 18 至 99 歲。',
      ],
      zh_CN: [
        '如何创建账户？',
        '在任意页面顶部点击“登录”，使用电子邮箱或手机号码（+852 香港或 +86 中国内地）注册。我们会发送一次性验证码，输入后设置密码并同意服务条款和隐私政策即可。会员年龄须在 18 至 99 岁之间。',
      ],
      en_JP: [
        'アカウントを作成するには？',
        '各ページ上部の「ログイン」からメールアドレスまたは携帯電話番号（+852 香港、+86 中国本土）で登録してください。ワンタイム認証コードをお送りしますので、入力後にパスワードを設定し、利用規約とプライバシーポリシーに同意すると完了です。会員は18歳から99歳までの方に限ります。',
      ],
      en_KR: [
        '계정은 어떻게 만드나요?',
        '페이지 상단의 "로그인"을 누르고 이메일 주소 또는 휴대전화 번호(+852 홍콩, +86 중국 본토)로 가입하세요. 일회용 인증 코드를 보내 드리며, 코드를 입력한 뒤 비밀번호를 설정하고 이용약관과 개인정보 처리방침에 동의하면 됩니다. 회원은 만 18세에서 99세 사이여야 합니다.',
      ],
    },
  },
  {
    key: 'account.code-not-received',
    category: 'account',
    text: {
      en_US: [
        'I did not receive my verification code. What should I do?',
        'Codes usually arrive within a minute. Check the spam folder for e-mail codes and make sure the area code of your mobile number is correct. You can request a new code after 60 seconds; only the most recent code is valid. If nothing arrives after a few tries, contact us through the Contact page.',
      ],
      zh_TW: [
        '收不到驗證碼怎麼辦？',
        '驗證碼通常會在一分鐘內送達。電郵驗證碼請檢查垃圾郵件匣；手機驗證碼請確認區號正確。60 秒後可重新發送，只有最新的一組驗證碼有效。如多次嘗試仍未收到，請透過「聯絡我們」頁面與我們聯繫。',
      ],
      zh_CN: [
        '收不到验证码怎么办？',
        '验证码通常会在一分钟内送达。邮箱验证码请检查垃圾邮件箱；短信验证码请确认区号正确。60 秒后可重新发送，只有最新的一组验证码有效。如多次尝试仍未收到，请通过“联系我们”页面与我们联系。',
      ],
      en_JP: [
        '認証コードが届きません。',
        '認証コードは通常1分以内に届きます。メールの場合は迷惑メールフォルダを、SMSの場合は国番号が正しいかをご確認ください。60秒経過すると再送信でき、最新のコードのみが有効です。何度試しても届かない場合は、お問い合わせページからご連絡ください。',
      ],
      en_KR: [
        '인증 코드를 받지 못했어요.',
        '인증 코드는 보통 1분 이내에 도착합니다. 이메일 코드는 스팸함을 확인하시고, 문자 코드는 국가 번호가 올바른지 확인해 주세요. 60초 후에 다시 요청할 수 있으며 가장 최근 코드만 유효합니다. 여러 번 시도해도 받지 못하면 문의하기 페이지로 연락해 주세요.',
      ],
    },
  },
  {
    key: 'account.password-rules',
    category: 'account',
    text: {
      en_US: [
        'What are the password rules, and how do I reset a forgotten password?',
        'A password has 8 to 20 characters and must contain upper-case letters, lower-case letters and digits; symbols such as !@#$%^&* are allowed. If you forgot it, choose "Forgot password" on the login page, enter your registered e-mail address and follow the code we send to set a new one.',
      ],
      zh_TW: [
        '密碼有甚麼要求？忘記密碼該如何重設？',
        '密碼長度為 8 至 20 個字元，須同時包含大寫字母、小寫字母及數字，亦可使用 !@#$%^&* 等符號。如忘記密碼，請在登入頁點選「忘記密碼」，輸入已登記的電郵地址，並按我們發送的驗證碼設定新密碼。',
      ],
      zh_CN: [
        '密码有什么要求？忘记密码如何重置？',
        '密码长度为 8 至 20 个字符，须同时包含大写字母、小写字母和数字，也可使用 !@#$%^&* 等符号。如忘记密码，请在登录页点击“忘记密码”，输入已注册的邮箱地址，并按我们发送的验证码设置新密码。',
      ],
      en_JP: [
        'パスワードの条件と、忘れた場合の再設定方法は？',
        'パスワードは8〜20文字で、英大文字・英小文字・数字をすべて含める必要があります。!@#$%^&* などの記号も使えます。お忘れの場合はログイン画面の「パスワードをお忘れの方」を選び、登録済みのメールアドレスを入力して、届いたコードで新しいパスワードを設定してください。',
      ],
      en_KR: [
        '비밀번호 규칙은 무엇이며, 잊어버렸을 때는 어떻게 재설정하나요?',
        '비밀번호는 8~20자이며 영문 대문자, 영문 소문자, 숫자를 모두 포함해야 합니다. !@#$%^&* 같은 기호도 사용할 수 있습니다. 비밀번호를 잊었다면 로그인 화면에서 "비밀번호 찾기"를 선택하고 등록한 이메일 주소를 입력한 뒤, 전송된 코드로 새 비밀번호를 설정하세요.',
      ],
    },
  },
  {
    key: 'account.language-logout',
    category: 'account',
    text: {
      en_US: [
        'How do I change the display language, and why was I logged out?',
        'Pick a language from the language menu in the header; English, Traditional Chinese and Simplified Chinese are remembered in your account, Japanese and Korean are kept on this device only. For your security a session ends after a period of inactivity or when you log out on another page; simply log in again and you will return to where you were.',
      ],
      zh_TW: [
        '如何切換顯示語言？為何我被登出了？',
        '在頁首的語言選單中選擇語言即可；英文、繁體中文及簡體中文會儲存在您的帳戶，日文及韓文只保留在此裝置。為保障帳戶安全，閒置一段時間或在其他頁面登出後，登入狀態便會結束；重新登入後會返回您原本瀏覽的頁面。',
      ],
      zh_CN: [
        '如何切换显示语言？为什么我被退出登录了？',
        '在页头的语言菜单中选择语言即可；英文、繁体中文和简体中文会保存在您的账户中，日文和韩文只保留在当前设备。为保障账户安全，闲置一段时间或在其他页面退出后，登录状态便会结束；重新登录后会回到您原来浏览的页面。',
      ],
      en_JP: [
        '表示言語の変更方法と、ログアウトされた理由は？',
        'ヘッダーの言語メニューから選択してください。英語・繁体字中国語・簡体字中国語はアカウントに保存され、日本語と韓国語はこの端末にのみ保存されます。安全のため、一定時間操作がない場合や別のページでログアウトした場合はセッションが終了します。再度ログインすると元のページに戻ります。',
      ],
      en_KR: [
        '표시 언어는 어떻게 바꾸나요? 왜 로그아웃되었나요?',
        '헤더의 언어 메뉴에서 언어를 선택하세요. 영어, 번체 중국어, 간체 중국어는 계정에 저장되고 일본어와 한국어는 이 기기에만 저장됩니다. 보안을 위해 일정 시간 사용하지 않거나 다른 페이지에서 로그아웃하면 세션이 종료됩니다. 다시 로그인하면 보던 페이지로 돌아갑니다.',
      ],
    },
  },
];
