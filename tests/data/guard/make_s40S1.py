"""s40S1: a wallet's recovery words numbered with the number glued to the word («1.turn 2.aware …», "1)guess 2)type",
"01:target"), and a wallet's private key as 64 hex after its export from a wallet app is told, the key unnamed
("exported from Phantom → <hex>"); twins: a count of words without the words, numbered steps of a guide, a wallet's
public address, a transaction's hash after an export from the wallet."""
from batch_writer import Batch

b = Batch("s40S1", lang="auto")
b.add("seed_numbered_glued", "secret",
      "Trezor One, резервная копия с листочка:\n1.turn 2.aware 3.laugh 4.mountain\n5.have 6.double 7.raven 8.mistake\n"
      "9.ticket 10.attitude 11.draw 12.bundle",
      "backup card for the cold storage, typed it out before shredding: 1)guess 2)type 3)brass 4)foil 5)park 6)demand "
      "7)lens 8)please 9)enforce 10)cradle 11)spatial 12)bomb 13)payment 14)program 15)inmate 16)excite 17)paddle "
      "18)fashion 19)own 20)news 21)unaware 22)extend 23)hint 24)winner",
      "Кошелёк Exodus жены, фраза восстановления: 01:target 02:can 03:first 04:happy 05:afraid 06:coil 07:upset "
      "08:opera 09:defense 10:gift 11:kitten 12:umbrella")
b.add("seed_numbered_ordinary", "ordinary",
      "Ledger Nano X приехал, в коробке карточка на 24 слова — заполнить вечером и убрать в сейф, не фотографировать.",
      "Recovery steps for the wallet: 1.open the app 2.choose restore 3.type the 12 words 4.set a new PIN 5.wait for sync",
      "Настройка кошелька: 1.скачать Electrum 2.создать новый 3.записать слова на бумагу 4.проверить адрес 5.отправить "
      "тестовые 0.001 BTC")
b.add("wallet_key_exported", "secret",
      "Phantom, кошелёк для аирдропов — экспортировал ключ: "
      "4b1d8e2f90a3c6d7e5f4b3a2918c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c на случай если слетит расширение",
      "trading wallet #2 dumped out of Rabby -> 0x9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d, keep offline")
b.add("wallet_key_exported_ordinary", "ordinary",
      "Exported the history of my MetaMask wallet to CSV; the odd transfer is tx hash "
      "0x5f2c9a7e1b3d4c6f8a0e2b4d6c8f0a1e3b5d7c9f1a2b3c4d5e6f7a8b9c0d1e2f, check it on Etherscan.",
      "Кошелёк для зарплаты экспортировал в Ledger Live, адрес 0x71C7656EC7ab88b098defB751B7401B5f6d8976F — отдать "
      "бухгалтеру.",
      "wallet export from Rabby worked; the block where the swap landed: "
      "0x3a9e1f0c2b4d6e8f0a1c3e5b7d9f1a2c4e6b8d0f2a3c5e7b9d1f3a5c7e9b0d2f")
b.write()
