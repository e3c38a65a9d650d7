import type { BlogSeed } from './blog';

/** Guides for collectors: connecting a wallet and staying safe. */
export const GUIDE_POSTS: BlogSeed[] = [
  {
    slug: 'connecting-your-first-wallet',
    author: 'Ivy Lam',
    tags: ['guide', 'wallet'],
    publishedAt: '2026-02-20T09:00:00.000Z',
    text: {
      en_US: {
        title: 'Connecting your first wallet',
        summary: 'A step-by-step guide to linking MetaMask, OKX or a custodial wallet to your account.',
        body: `A wallet holds the collectibles you buy and receives the proceeds of what you sell. You can connect MetaMask, OKX or Custonomy, or let us create a custodial wallet that is tied to your verified e-mail address or mobile number.

On a computer, install the wallet's browser extension, open the wallet panel in the header and choose "Connect wallet". Approve the request in the window that opens; when you return, your address is shown in short form, for example the first six and last four characters.

On a phone, open the site inside your wallet app's own browser. Regular mobile browsers cannot reach wallet apps, so buying, selling and withdrawing only work there.`,
      },
      zh_TW: {
        title: '連接您的第一個錢包',
        summary: '逐步教您將 MetaMask、OKX 或託管錢包連結至帳戶。',
        body: `錢包用來存放您購買的收藏品，並收取出售所得的款項。您可連接 MetaMask、OKX 或 Custonomy，亦可讓我們建立一個與您已驗證電郵或手提電話號碼綁定的託管錢包。

在電腦上，請先安裝錢包的瀏覽器擴充功能，然後在頁首打開錢包面板並選擇「連接錢包」。在彈出的視窗中批准請求；返回後，您的地址會以縮寫形式顯示，例如首六個及最後四個字元。

在手機上，請於錢包應用程式內置的瀏覽器開啟本網站。一般手機瀏覽器無法連接錢包應用程式，因此購買、出售及提款只可在該瀏覽器中進行。`,
      },
      zh_CN: {
        title: '连接您的第一个钱包',
        summary: '一步步教您将 MetaMask、OKX 或托管钱包关联到账户。',
        body: `钱包用来存放您购买的藏品，并收取出售所得的款项。您可连接 MetaMask、OKX 或 Custonomy，也可让我们创建一个与您已验证邮箱或手机号码绑定的托管钱包。

在电脑上，请先安装钱包的浏览器插件，然后在页头打开钱包面板并选择“连接钱包”。在弹出的窗口中批准请求；返回后，您的地址会以缩写形式显示，例如前六个和最后四个字符。

在手机上，请在钱包应用内置的浏览器中打开本网站。普通手机浏览器无法连接钱包应用，因此购买、出售和提现只能在该浏览器中进行。`,
      },
      en_JP: {
        title: 'はじめてのウォレット接続',
        summary: 'MetaMask、OKX、カストディアルウォレットをアカウントに接続する手順を解説します。',
        body: `ウォレットは購入したコレクティブルを保管し、販売した売上を受け取る場所です。MetaMask、OKX、Custonomyを接続できるほか、認証済みのメールアドレスや携帯番号に紐づくカストディアルウォレットを当サービスで作成することもできます。

パソコンではウォレットのブラウザ拡張機能をインストールし、ヘッダーのウォレットパネルで「ウォレットを接続」を選びます。開いたウィンドウでリクエストを承認して戻ると、アドレスが先頭6文字と末尾4文字のような短い形式で表示されます。

スマートフォンでは、ウォレットアプリ内蔵のブラウザで本サイトを開いてください。通常のモバイルブラウザはウォレットアプリと連携できないため、購入・出品・出金はそこでのみ行えます。`,
      },
      en_KR: {
        title: '첫 지갑 연결하기',
        summary: 'MetaMask, OKX 또는 수탁형 지갑을 계정에 연결하는 방법을 단계별로 안내합니다.',
        body: `지갑은 구매한 컬렉터블을 보관하고 판매 수익을 받는 곳입니다. MetaMask, OKX, Custonomy를 연결하거나, 인증된 이메일 주소나 휴대전화 번호에 연결된 수탁형 지갑을 저희가 만들어 드릴 수도 있습니다.

컴퓨터에서는 지갑의 브라우저 확장 프로그램을 설치한 뒤 헤더의 지갑 패널에서 "지갑 연결"을 선택하세요. 열린 창에서 요청을 승인하고 돌아오면 주소가 앞 6자리와 뒤 4자리처럼 짧은 형태로 표시됩니다.

휴대폰에서는 지갑 앱에 내장된 브라우저로 이 사이트를 여세요. 일반 모바일 브라우저는 지갑 앱과 연결할 수 없어 구매, 판매, 출금은 그 안에서만 할 수 있습니다.`,
      },
    },
  },
  {
    slug: 'staying-safe-in-web3',
    author: 'Kenji Watanabe',
    tags: ['guide', 'security'],
    publishedAt: '2026-10-15T09:00:00.000Z',
    text: {
      en_US: {
        title: 'Five habits that keep your collection safe',
        summary: 'Simple precautions against phishing, fake offers and lost wallets.',
        body: `Never share your wallet's secret recovery phrase. Our staff will never ask for it, and no support request needs it. Anyone who has it can move everything in your wallet.

Check the address bar before you approve anything: sign only on this site or inside your wallet app, and read what a request asks for. A listing approval should never ask to transfer all of your tokens.

Be wary of offers that arrive by direct message, keep your e-mail account protected with a strong password, and log out on shared computers. If something looks wrong, write to us from the Contact page before you act.`,
      },
      zh_TW: {
        title: '保護收藏品的五個好習慣',
        summary: '簡單的預防措施，助您防範釣魚網站、虛假優惠及錢包遺失。',
        body: `切勿透露錢包的助記詞。我們的職員絕不會向您索取，任何客戶服務請求亦不需要它。任何人取得助記詞，便可轉走錢包內的所有資產。

批准任何操作前請先檢查網址列：只在本網站或錢包應用程式內簽署，並細閱請求的內容。上架商品的批准絕不應要求轉移您全部的代幣。

對透過私人訊息傳來的優惠保持警惕，以強密碼保護您的電郵帳戶，並在共用電腦上登出。如發現任何可疑情況，請先透過「聯絡我們」頁面與我們聯絡，再採取行動。`,
      },
      zh_CN: {
        title: '保护藏品的五个好习惯',
        summary: '简单的预防措施，助您防范钓鱼网站、虚假优惠和钱包丢失。',
        body: `切勿泄露钱包的助记词。我们的工作人员绝不会向您索取，任何客服请求也不需要它。任何人拿到助记词，都可以转走钱包内的所有资产。

批准任何操作前请先检查地址栏：只在本网站或钱包应用内签名，并仔细阅读请求内容。上架商品的授权绝不应要求转移您全部的代币。

对通过私信发来的优惠保持警惕，用强密码保护您的邮箱账户，并在公用电脑上退出登录。如发现任何可疑情况，请先通过“联系我们”页面与我们联系，再采取行动。`,
      },
      en_JP: {
        title: 'コレクションを守る5つの習慣',
        summary: 'フィッシング、偽のオファー、ウォレット紛失を防ぐための簡単な心がけ。',
        body: `ウォレットのシークレットリカバリーフレーズは絶対に共有しないでください。当社スタッフが尋ねることはなく、サポートでも必要ありません。フレーズを知る人は、ウォレット内の資産をすべて移動できてしまいます。

承認する前にアドレスバーを確認し、署名は本サイトまたはウォレットアプリ内でのみ行い、リクエストの内容をよく読みましょう。出品の承認で、すべてのトークンの移転を求められることはありません。

ダイレクトメッセージで届くオファーには注意し、メールアカウントは強力なパスワードで守り、共用パソコンではログアウトしてください。不審な点があれば、行動する前にお問い合わせページからご連絡ください。`,
      },
      en_KR: {
        title: '컬렉션을 안전하게 지키는 다섯 가지 습관',
        summary: '피싱, 가짜 제안, 지갑 분실을 막는 간단한 예방 수칙.',
        body: `지갑의 비밀 복구 구문은 절대 공유하지 마세요. 저희 직원은 절대 요구하지 않으며, 어떤 고객 지원에도 필요하지 않습니다. 복구 구문을 가진 사람은 지갑의 모든 자산을 옮길 수 있습니다.

무엇이든 승인하기 전에 주소창을 확인하세요. 서명은 이 사이트나 지갑 앱 안에서만 하고, 요청 내용을 꼼꼼히 읽으세요. 상품 등록 승인에서 모든 토큰의 이전을 요구하는 일은 없습니다.

메시지로 받은 제안은 경계하고, 이메일 계정은 강력한 비밀번호로 보호하며, 공용 컴퓨터에서는 로그아웃하세요. 이상한 점이 있으면 행동하기 전에 문의하기 페이지로 먼저 연락해 주세요.`,
      },
    },
  },
];
