// Hinglish (Hindi written in Latin letters) abuses and slurs, one a line, each as its shortest
// usual spelling; the common spellings of one word are listed each. `*` and spaces as in en.ts.
export const HINGLISH = `
chutiya
chutiye
chutia
chutiyo
chutya
chutiyapa
chutiyap
chootiya
chootiye
chootia
chutiy*
chootiy*
chut
choot
chuth
chooth
madarchod
madarchodo
madarchot
madharchod
maderchod
maderchot
madarjat
maderjat
madarjaat
motherchod
maa ki chut
maa ka bhosda
tmkc
mkc
behenchod
behenchodo
behenchot
bahenchod
bahenchot
behnchod
bhenchod
bhenchodo
bhenchot
bhanchod
banchod
benchod
bhen ke lode
bhen ke lund
behen ke lode
bkl
betichod
bhosdike
bhosdika
bhosdiki
bhosdi
bhosda
bhosdiwala
bhosad
bhosadi
bhosadike
bhosadika
bsdk
bhosd*
bhosad*
lund
lunnd
lundoo
lauda
laude
laudey
lavda
lavde
lawda
lawde
lodu
lodoo
loda
gand
gandu
gandoo
gandmara
gandmare
gandfat
gandphat
gandu*
chodu
chodoo
chudai
chudakkad
chudakad
chudwa
chudwana
chudwaya
chudwayi
chudne
chud gaya
randi
randiya
randibaz
randibaaz
randikhana
rundi
chinal
chhinal
harami
haramii
haramkhor
haramzada
haramzade
haramzadi
haraamzada
haraamzade
harampana
kutiya
kuttiya
kutta kamina
kutte kamine
kamine kutte
bhadwa
bhadwe
bhadve
bhadva
bhaduwa
bhadua
dalal ki aulad
jhant
jhantu
jhaantu
jhant ke baal
tatti
tatte
mutthal
muth maar
muth marna
chamar
chamaar
bhangi
chuhra
chuhda
katua
katuwa
katue
mulle
chinki
chinky
suar ki aulad
suar ke bachche
haram ki aulad
`;
