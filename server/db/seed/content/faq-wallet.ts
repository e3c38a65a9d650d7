import type { FaqSeed } from './faq';

/** Wallet questions: connecting, mobile wallet browsers, balance, withdrawals. */
export const WALLET_FAQ: FaqSeed[] = [
  {
    key: 'wallet.connect',
    category: 'wallet',
    text: {
      en_US: [
        'Which wallets can I connect?',
        'You can connect MetaMask (the default), Custonomy or OKX, or use the custodial wallet we create for you. Open the wallet panel in the header and choose "Connect wallet"; a window opens where you approve the connection, and your address appears once you return. A custodial wallet needs a bound e-mail address or mobile number first.',
      ],
      zh_TW: [
        '可以連接哪些錢包？',
        '您可連接 MetaMask（預設）、Custonomy 或 OKX，亦可使用我們為您建立的託管錢包。在頁首打開錢包面板並選擇「連接錢包」，在彈出的視窗中批准連接，返回後便會顯示您的地址。使用託管錢包前須先綁定電郵地址或手提電話號碼。',
      ],
      zh_CN: [
        '可以连接哪些钱包？',
        '您可连接 MetaMask（默认）、Custonomy 或 OKX，也可使用我们为您创建的托管钱包。在页头打开钱包面板并选择“连接钱包”，在弹出的窗口中批准连接，返回后便会显示您的地址。使用托管钱包前须先绑定邮箱或手机号码。',
      ],
      en_JP: [
        '接続できるウォレットは？',
        'MetaMask（標準）、Custonomy、OKXを接続できるほか、当サービスが作成するカストディアルウォレットも利用できます。ヘッダーのウォレットパネルで「ウォレットを接続」を選び、開いたウィンドウで接続を承認すると、戻った後にアドレスが表示されます。カストディアルウォレットには事前にメールアドレスまたは携帯番号の登録が必要です。',
      ],
      en_KR: [
        '어떤 지갑을 연결할 수 있나요?',
        'MetaMask(기본), Custonomy, OKX를 연결할 수 있으며, 저희가 만들어 드리는 수탁형 지갑도 사용할 수 있습니다. 헤더의 지갑 패널에서 "지갑 연결"을 선택하고 열린 창에서 연결을 승인하면 돌아온 뒤 주소가 표시됩니다. 수탁형 지갑을 쓰려면 먼저 이메일 주소나 휴대전화 번호를 연동해야 합니다.',
      ],
    },
  },
  {
    key: 'wallet.mobile',
    category: 'wallet',
    text: {
      en_US: [
        'Why must I open the site inside my wallet app on a phone?',
        "Mobile browsers cannot talk to wallet extensions, so buying, selling and withdrawing on a phone need the browser built into your wallet app. Open MetaMask or OKX, go to its browser tab and enter this site's address; you stay logged in there as usual.",
      ],
      zh_TW: [
        '為何在手機上必須於錢包應用程式內開啟網站？',
        '手機瀏覽器無法連接錢包擴充功能，因此在手機上購買、出售及提款時，須使用錢包應用程式內置的瀏覽器。請打開 MetaMask 或 OKX，進入其瀏覽器分頁並輸入本網站地址，即可照常登入使用。',
      ],
      zh_CN: [
        '为什么在手机上必须在钱包应用内打开网站？',
        '手机浏览器无法连接钱包插件，因此在手机上购买、出售和提现时，须使用钱包应用内置的浏览器。请打开 MetaMask 或 OKX，进入其浏览器标签页并输入本网站地址，即可照常登录使用。',
      ],
      en_JP: [
        'スマートフォンではウォレットアプリ内でサイトを開く必要があるのはなぜ？',
        'モバイルブラウザはウォレット拡張機能と連携できないため、スマートフォンでの購入・出品・出金にはウォレットアプリ内蔵のブラウザが必要です。MetaMaskやOKXを開き、ブラウザタブで本サイトのアドレスを入力してください。通常どおりログインして利用できます。',
      ],
      en_KR: [
        '휴대폰에서는 왜 지갑 앱 안에서 사이트를 열어야 하나요?',
        '모바일 브라우저는 지갑 확장 프로그램과 연결할 수 없어서, 휴대폰으로 구매·판매·출금하려면 지갑 앱에 내장된 브라우저를 사용해야 합니다. MetaMask나 OKX를 열고 브라우저 탭에서 이 사이트 주소를 입력하세요. 평소처럼 로그인해 이용할 수 있습니다.',
      ],
    },
  },
  {
    key: 'wallet.balance',
    category: 'wallet',
    text: {
      en_US: [
        'How is my balance calculated?',
        'Your balance is the sum of proceeds from fixed-price sales and from auctions, shown in one figure in the wallet panel. Crypto amounts are shown to 4 decimal places and fiat amounts to 2. The balance refreshes when you log in, after a withdrawal and whenever you reopen the panel.',
      ],
      zh_TW: [
        '我的結餘如何計算？',
        '結餘是定價銷售及拍賣所得款項的總和，在錢包面板中以一個數字顯示。加密貨幣金額顯示至小數點後 4 位，法定貨幣顯示至 2 位。結餘會在登入、提款後及每次重新打開面板時更新。',
      ],
      zh_CN: [
        '我的余额如何计算？',
        '余额是定价销售和拍卖所得款项的总和，在钱包面板中以一个数字显示。加密货币金额显示到小数点后 4 位，法定货币显示到 2 位。余额会在登录、提现后以及每次重新打开面板时更新。',
      ],
      en_JP: [
        '残高はどのように計算されますか？',
        '残高は固定価格販売とオークションの売上の合計で、ウォレットパネルに1つの数値で表示されます。暗号資産は小数点以下4桁、法定通貨は2桁まで表示します。残高はログイン時、出金後、パネルを開き直すたびに更新されます。',
      ],
      en_KR: [
        '잔액은 어떻게 계산되나요?',
        '잔액은 고정 가격 판매와 경매 판매 수익을 합친 금액이며 지갑 패널에 하나의 숫자로 표시됩니다. 암호화폐는 소수점 4자리, 법정화폐는 2자리까지 표시합니다. 잔액은 로그인할 때, 출금 후, 패널을 다시 열 때마다 갱신됩니다.',
      ],
    },
  },
  {
    key: 'wallet.withdraw',
    category: 'wallet',
    text: {
      en_US: [
        'How do I withdraw my balance?',
        'Open the wallet panel, choose "Withdraw" and confirm. The minimum is 0.01 (ETH on Ethereum, MATIC on Polygon) and a gas fee applies. After you confirm in the window that opens, we check the result a few seconds later and refresh your balance. Transfers to an external wallet wait for approval before they are sent.',
      ],
      zh_TW: [
        '如何提取結餘？',
        '打開錢包面板，選擇「提款」並確認。最低提款額為 0.01（以太坊為 ETH，Polygon 為 MATIC），並需支付網絡手續費。在彈出的視窗確認後，我們會在數秒後檢查結果並更新結餘。轉至外部錢包的款項須待審批後才會發出。',
      ],
      zh_CN: [
        '如何提取余额？',
        '打开钱包面板，选择“提现”并确认。最低提现额为 0.01（以太坊为 ETH，Polygon 为 MATIC），并需支付网络手续费。在弹出的窗口确认后，我们会在数秒后检查结果并更新余额。转至外部钱包的款项须待审批后才会发出。',
      ],
      en_JP: [
        '残高を出金するには？',
        'ウォレットパネルで「出金」を選び確定します。最低出金額は0.01（EthereumはETH、PolygonはMATIC）で、ガス代がかかります。開いたウィンドウで確定すると、数秒後に結果を確認して残高を更新します。外部ウォレットへの送金は承認後に実行されます。',
      ],
      en_KR: [
        '잔액은 어떻게 출금하나요?',
        '지갑 패널에서 "출금"을 선택하고 확인하세요. 최소 출금액은 0.01(Ethereum은 ETH, Polygon은 MATIC)이며 가스비가 부과됩니다. 열린 창에서 확인하면 몇 초 후 결과를 확인하고 잔액을 갱신합니다. 외부 지갑으로의 송금은 승인을 거친 뒤 전송됩니다.',
      ],
    },
  },
];
