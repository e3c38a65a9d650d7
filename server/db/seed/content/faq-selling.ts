import type { FaqSeed } from './faq';

/** Selling questions: permission, collections, listing, withdrawing proceeds. */
export const SELLING_FAQ: FaqSeed[] = [
  {
    key: 'selling.become-creator',
    category: 'selling',
    text: {
      en_US: [
        'How can I start selling?',
        'Selling needs creation permission. Individual creators can apply from their profile; businesses register as a merchant with their company details and documents (business registration, certificate of incorporation, a bank statement). Merchant plans are Basic at US$90 per month, Business at US$130 per month, and Enterprise on request.',
      ],
      zh_TW: [
        '如何開始出售商品？',
        '出售商品須具備創作權限。個人創作者可在個人檔案中申請；企業須以公司資料及文件（商業登記證、公司註冊證明書、銀行月結單）登記為商戶。商戶方案包括基本版每月 90 美元、商業版每月 130 美元，企業版另行報價。',
      ],
      zh_CN: [
        '如何开始出售商品？',
        '出售商品须具备创作权限。个人创作者可在个人资料中申请；企业须以公司信息和文件（商业登记证、公司注册证书、银行对账单）注册为商户。商户方案包括基础版每月 90 美元、商业版每月 130 美元，企业版另行报价。',
      ],
      en_JP: [
        '出品を始めるには？',
        '出品にはクリエイター権限が必要です。個人クリエイターはプロフィールから申請でき、法人は会社情報と書類（商業登記証、設立証明書、銀行取引明細書）を添えてマーチャント登録を行います。マーチャントプランはベーシック月額90米ドル、ビジネス月額130米ドル、エンタープライズは個別見積もりです。',
      ],
      en_KR: [
        '판매는 어떻게 시작하나요?',
        '판매하려면 크리에이터 권한이 필요합니다. 개인 크리에이터는 프로필에서 신청할 수 있고, 기업은 회사 정보와 서류(사업자 등록증, 법인 설립 증명서, 은행 거래 내역서)를 제출해 가맹점으로 등록합니다. 가맹점 요금제는 베이직 월 90달러, 비즈니스 월 130달러이며 엔터프라이즈는 별도 문의입니다.',
      ],
    },
  },
  {
    key: 'selling.collection',
    category: 'selling',
    text: {
      en_US: [
        'What do I need to create a collection?',
        'A collection needs a name, a website URL, a royalty wallet address and three images: a 350x350 logo, a 766x414 featured image and a 1536x226 banner. You also set a royalty fee percentage that you earn on every resale. Choose carefully: the royalty fee and royalty wallet cannot be changed after the collection is created, and a collection cannot be deleted while it has items on sale.',
      ],
      zh_TW: [
        '建立系列需要準備甚麼？',
        '系列須包含名稱、網站網址、版稅錢包地址及三張圖片：350x350 標誌、766x414 精選圖片及 1536x226 橫幅。您亦須設定版稅百分比，每次轉售均可收取版稅。請審慎設定：系列建立後，版稅比率及版稅錢包均不可更改；系列內仍有上架商品時亦不能刪除。',
      ],
      zh_CN: [
        '创建合集需要准备什么？',
        '合集须包含名称、网站网址、版税钱包地址和三张图片：350x350 标志、766x414 精选图片和 1536x226 横幅。您还需设置版税百分比，每次转售均可收取版税。请谨慎设置：合集创建后，版税比例和版税钱包均不可更改；合集内仍有上架商品时也不能删除。',
      ],
      en_JP: [
        'コレクションの作成に必要なものは？',
        'コレクションには名前、ウェブサイトURL、ロイヤリティ受取ウォレットアドレス、そして3枚の画像（350x350のロゴ、766x414のフィーチャー画像、1536x226のバナー）が必要です。転売のたびに受け取るロイヤリティ率も設定します。ロイヤリティ率と受取ウォレットは作成後に変更できず、出品中の商品があるコレクションは削除できませんのでご注意ください。',
      ],
      en_KR: [
        '컬렉션을 만들려면 무엇이 필요한가요?',
        '컬렉션에는 이름, 웹사이트 URL, 로열티 지갑 주소와 이미지 3장(350x350 로고, 766x414 대표 이미지, 1536x226 배너)이 필요합니다. 재판매될 때마다 받는 로열티 비율도 설정합니다. 로열티 비율과 로열티 지갑은 컬렉션 생성 후 변경할 수 없고, 판매 중인 상품이 있는 컬렉션은 삭제할 수 없으니 신중하게 정하세요.',
      ],
    },
  },
  {
    key: 'selling.list-item',
    category: 'selling',
    text: {
      en_US: [
        'How do I list an item, and which files are supported?',
        'Create an item inside one of your collections: add a name, a cover image, the file (JPG, JPEG, PNG, GIF, MP4 or MP3; 3D models as GLB), the contract type, quantity and a fixed price or auction settings, plus any properties and licence terms. After you put it on sale it is minted on the blockchain, which takes about 3 minutes.',
      ],
      zh_TW: [
        '如何上架商品？支援哪些檔案格式？',
        '在您的系列中建立商品：填寫名稱，上傳封面圖片及檔案（JPG、JPEG、PNG、GIF、MP4 或 MP3；3D 模型為 GLB），選擇合約類型、數量及定價或拍賣設定，並可加入屬性及授權條款。上架後商品會在區塊鏈上鑄造，約需 3 分鐘。',
      ],
      zh_CN: [
        '如何上架商品？支持哪些文件格式？',
        '在您的合集中创建商品：填写名称，上传封面图片和文件（JPG、JPEG、PNG、GIF、MP4 或 MP3；3D 模型为 GLB），选择合约类型、数量以及定价或拍卖设置，并可添加属性和授权条款。上架后商品会在区块链上铸造，约需 3 分钟。',
      ],
      en_JP: [
        '商品の出品方法と対応ファイル形式は？',
        'ご自身のコレクション内で商品を作成します。名前、カバー画像、ファイル（JPG・JPEG・PNG・GIF・MP4・MP3、3DモデルはGLB）、コントラクトタイプ、数量、固定価格またはオークション設定を入力し、必要に応じて属性やライセンス条件を追加します。販売を開始するとブロックチェーン上でミントされ、約3分かかります。',
      ],
      en_KR: [
        '상품은 어떻게 등록하며, 어떤 파일을 지원하나요?',
        '내 컬렉션 안에서 상품을 만드세요. 이름, 커버 이미지, 파일(JPG, JPEG, PNG, GIF, MP4, MP3, 3D 모델은 GLB), 컨트랙트 유형, 수량, 고정 가격 또는 경매 설정을 입력하고 필요하면 속성과 라이선스 조건을 추가합니다. 판매를 시작하면 블록체인에 민팅되며 약 3분이 걸립니다.',
      ],
    },
  },
  {
    key: 'selling.off-shelf',
    category: 'selling',
    text: {
      en_US: [
        'Why can I not take my item off sale?',
        'An item cannot be taken off sale while an order for it is in progress; wait until the buyer pays or the 30-minute reservation expires. Taking an item off sale changes its state on the blockchain and may cost a gas fee, which is shown before you confirm.',
      ],
      zh_TW: [
        '為何無法將商品下架？',
        '商品有進行中的訂單時不能下架；請等待買家付款或 30 分鐘的保留期屆滿。下架會改變商品在區塊鏈上的狀態，可能需要支付網絡手續費（Gas 費），確認前會先顯示費用。',
      ],
      zh_CN: [
        '为什么无法将商品下架？',
        '商品有进行中的订单时不能下架；请等待买家付款或 30 分钟的保留期结束。下架会改变商品在区块链上的状态，可能需要支付网络手续费（Gas 费），确认前会先显示费用。',
      ],
      en_JP: [
        '商品を販売停止にできないのはなぜ？',
        '進行中の注文がある商品は販売停止にできません。購入者の支払い、または30分間の確保期間の終了をお待ちください。販売停止はブロックチェーン上の状態を変更するため、ガス代がかかる場合があり、確定前に金額が表示されます。',
      ],
      en_KR: [
        '상품 판매를 중지할 수 없는 이유는 무엇인가요?',
        '진행 중인 주문이 있는 상품은 판매를 중지할 수 없습니다. 구매자가 결제하거나 30분 예약이 만료될 때까지 기다려 주세요. 판매 중지는 블록체인상의 상태를 바꾸기 때문에 가스비가 들 수 있으며, 확인 전에 금액이 표시됩니다.',
      ],
    },
  },
];
