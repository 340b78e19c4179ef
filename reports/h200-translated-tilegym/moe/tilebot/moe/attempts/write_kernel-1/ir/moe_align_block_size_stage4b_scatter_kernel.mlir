entry @moe_align_block_size_stage4b_scatter_kernel_entry(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<ptr<i32>>, %arg3: tile<i32>, %arg4: tile<ptr<i32>>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>) {
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_128_i32_0 = constant <i32: 128> : tile<i32>
  %cst_16_i32 = constant <i32: 16> : tile<i32>
  %cst_16_i32_1 = constant <i32: 16> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %assume = assume div_by<16>, %arg0 : tile<ptr<i64>>
  %assume_2 = assume div_by<16>, %arg1 : tile<i32>
  %assume_3 = assume div_by<16>, %arg2 : tile<ptr<i32>>
  %assume_4 = assume div_by<16>, %arg4 : tile<ptr<i32>>
  %assume_5 = assume div_by<16>, %arg6 : tile<ptr<i32>>
  %assume_6 = assume div_by<16>, %arg8 : tile<ptr<i32>>
  %cst_128_i32_7 = constant <i32: 128> : tile<i32>
  %cst_128_i32_8 = constant <i32: 128> : tile<i32>
  %cst_16_i32_9 = constant <i32: 16> : tile<i32>
  %cst_16_i32_10 = constant <i32: 16> : tile<i32>
  %cst_8_i32_11 = constant <i32: 8> : tile<i32>
  %0 = make_token : token
  %1 = make_token : token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %cst_8_i32_12 = constant <i32: 8> : tile<i32>
  %2 = muli %assume_blockId_x, %cst_8_i32_12 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %reshape = reshape %assume_blockId_x : tile<i32> -> tile<i32>
  %bcast = broadcast %reshape : tile<i32> -> tile<i32>
  %3 = exti %bcast signed : tile<i32> -> tile<i64>
  %4 = exti %arg9 signed : tile<i32> -> tile<i64>
  %5 = cmpi less_than %3, %4, unsigned : tile<i64> -> tile<i1>
  %6 = offset %assume_6, %3 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %result, %result_token = load_ptr_tko weak %6, %5, %cst_0_i32 : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token
  %cst_1_i32_13 = constant <i32: 1> : tile<i32>
  %7 = addi %assume_blockId_x, %cst_1_i32_13 : tile<i32>
  %cst_1_i32_14 = constant <i32: 1> : tile<i32>
  %reshape_15 = reshape %7 : tile<i32> -> tile<i32>
  %bcast_16 = broadcast %reshape_15 : tile<i32> -> tile<i32>
  %8 = exti %bcast_16 signed : tile<i32> -> tile<i64>
  %9 = exti %arg9 signed : tile<i32> -> tile<i64>
  %10 = cmpi less_than %8, %9, unsigned : tile<i64> -> tile<i1>
  %11 = offset %assume_6, %8 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %cst_0_i32_17 = constant <i32: 0> : tile<i32>
  %result_18, %result_token_19 = load_ptr_tko weak %11, %10, %cst_0_i32_17 : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token
  %cst_1_i32_20 = constant <i32: 1> : tile<i32>
  %reshape_21 = reshape %cst_128_i32_7 : tile<i32> -> tile<i32>
  %bcast_22 = broadcast %reshape_21 : tile<i32> -> tile<i32>
  %12 = divi %result, %bcast_22 signed rounding<negative_inf> : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %reshape_24 = reshape %cst_128_i32_7 : tile<i32> -> tile<i32>
  %bcast_25 = broadcast %reshape_24 : tile<i32> -> tile<i32>
  %13 = addi %result_18, %bcast_25 : tile<i32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %14 = subi %13, %cst_1_i32_26 : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %reshape_28 = reshape %cst_128_i32_7 : tile<i32> -> tile<i32>
  %bcast_29 = broadcast %reshape_28 : tile<i32> -> tile<i32>
  %15 = divi %14, %bcast_29 signed rounding<negative_inf> : tile<i32>
  %16 = subi %15, %12 : tile<i32>
  %cst_0_i32_30 = constant <i32: 0> : tile<i32>
  %17 = maxi %cst_0_i32_30, %16 signed : tile<i32>
  %cst_0_i32_31 = constant <i32: 0> : tile<i32>
  %cst_1_i32_32 = constant <i32: 1> : tile<i32>
  %for:2 = for %loopIdx in (%cst_0_i32_31 to %17, step %cst_1_i32_32) : tile<i32> iter_values(%iterArg0 = %1, %iterArg1 = %1) -> (token, token) {
    %assume_75 = assume bounded<0, ?>, %loopIdx : tile<i32>
    %cst_1_i32_76 = constant <i32: 1> : tile<i32>
    %reshape_77 = reshape %assume_75 : tile<i32> -> tile<i32>
    %bcast_78 = broadcast %reshape_77 : tile<i32> -> tile<i32>
    %34 = addi %12, %bcast_78 : tile<i32>
    %35 = exti %34 signed : tile<i32> -> tile<i64>
    %36 = exti %arg5 signed : tile<i32> -> tile<i64>
    %37 = cmpi less_than %35, %36, unsigned : tile<i64> -> tile<i1>
    %38 = offset %assume_4, %35 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
    %cst_1_i32_79 = constant <i32: 1> : tile<i32>
    %reshape_80 = reshape %assume_blockId_x : tile<i32> -> tile<i32>
    %bcast_81 = broadcast %reshape_80 : tile<i32> -> tile<i32>
    %39 = store_ptr_tko weak %38, %bcast_81, %37 token=%iterArg0 : tile<ptr<i32>>, tile<i32>, tile<i1> -> token
    continue %39, %39 : token, token
  }
  %18 = iota : tile<8xi32>
  %cst_8_i32_33 = constant <i32: 8> : tile<8xi32>
  %19 = cmpi less_than %18, %cst_8_i32_33, signed : tile<8xi32> -> tile<8xi1>
  %cst_8_i32_34 = constant <i32: 8> : tile<i32>
  %cst_1_i32_35 = constant <i32: 1> : tile<i32>
  %cst_1_i32_36 = constant <i32: 1> : tile<i32>
  %reshape_37 = reshape %2 : tile<i32> -> tile<1xi32>
  %cst_1_i32_38 = constant <i32: 1> : tile<i32>
  %cst_8_i32_39 = constant <i32: 8> : tile<i32>
  %bcast_40 = broadcast %reshape_37 : tile<1xi32> -> tile<8xi32>
  %20 = addi %bcast_40, %18 : tile<8xi32>
  %21 = exti %20 signed : tile<8xi32> -> tile<8xi64>
  %22 = exti %arg7 signed : tile<i32> -> tile<i64>
  %cst_1_i32_41 = constant <i32: 1> : tile<i32>
  %reshape_42 = reshape %22 : tile<i64> -> tile<1xi64>
  %cst_1_i32_43 = constant <i32: 1> : tile<i32>
  %cst_8_i32_44 = constant <i32: 8> : tile<i32>
  %bcast_45 = broadcast %reshape_42 : tile<1xi64> -> tile<8xi64>
  %23 = cmpi less_than %21, %bcast_45, unsigned : tile<8xi64> -> tile<8xi1>
  %24 = andi %23, %19 : tile<8xi1>
  %cst_1_i32_46 = constant <i32: 1> : tile<i32>
  %reshape_47 = reshape %assume_5 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %cst_1_i32_48 = constant <i32: 1> : tile<i32>
  %cst_8_i32_49 = constant <i32: 8> : tile<i32>
  %bcast_50 = broadcast %reshape_47 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %cst_8_i32_51 = constant <i32: 8> : tile<i32>
  %25 = offset %bcast_50, %21 : tile<8xptr<i32>>, tile<8xi64> -> tile<8xptr<i32>>
  %cst_0_i32_52 = constant <i32: 0> : tile<i32>
  %reshape_53 = reshape %cst_0_i32_52 : tile<i32> -> tile<1xi32>
  %bcast_54 = broadcast %reshape_53 : tile<1xi32> -> tile<8xi32>
  %result_55, %result_token_56 = load_ptr_tko weak %25, %24, %bcast_54 : tile<8xptr<i32>>, tile<8xi1>, tile<8xi32> -> tile<8xi32>, token
  %26 = exti %18 signed : tile<8xi32> -> tile<8xi64>
  %27 = exti %arg9 signed : tile<i32> -> tile<i64>
  %cst_1_i32_57 = constant <i32: 1> : tile<i32>
  %reshape_58 = reshape %27 : tile<i64> -> tile<1xi64>
  %cst_1_i32_59 = constant <i32: 1> : tile<i32>
  %cst_8_i32_60 = constant <i32: 8> : tile<i32>
  %bcast_61 = broadcast %reshape_58 : tile<1xi64> -> tile<8xi64>
  %28 = cmpi less_than %26, %bcast_61, unsigned : tile<8xi64> -> tile<8xi1>
  %29 = andi %28, %19 : tile<8xi1>
  %cst_1_i32_62 = constant <i32: 1> : tile<i32>
  %reshape_63 = reshape %assume_6 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %cst_1_i32_64 = constant <i32: 1> : tile<i32>
  %cst_8_i32_65 = constant <i32: 8> : tile<i32>
  %bcast_66 = broadcast %reshape_63 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %cst_8_i32_67 = constant <i32: 8> : tile<i32>
  %30 = offset %bcast_66, %26 : tile<8xptr<i32>>, tile<8xi64> -> tile<8xptr<i32>>
  %cst_0_i32_68 = constant <i32: 0> : tile<i32>
  %reshape_69 = reshape %cst_0_i32_68 : tile<i32> -> tile<1xi32>
  %bcast_70 = broadcast %reshape_69 : tile<1xi32> -> tile<8xi32>
  %result_71, %result_token_72 = load_ptr_tko weak %30, %29, %bcast_70 : tile<8xptr<i32>>, tile<8xi1>, tile<8xi32> -> tile<8xi32>, token
  %31 = addi %result_55, %result_71 : tile<8xi32>
  %32 = muli %assume_blockId_x, %cst_16_i32_9 : tile<i32>
  %33 = iota : tile<16xi32>
  %cst_0_i32_73 = constant <i32: 0> : tile<i32>
  %for_74:3 = for %loopIdx in (%cst_0_i32_73 to %cst_16_i32_9, step %cst_16_i32_10) : tile<i32> iter_values(%iterArg0 = %31, %iterArg1 = %0, %iterArg2 = %0) -> (tile<8xi32>, token, token) {
    %assume_75 = assume bounded<0, 15>, %loopIdx : tile<i32>
    %34 = addi %32, %assume_75 : tile<i32>
    %cst_16_i32_76 = constant <i32: 16> : tile<i32>
    %cst_1_i32_77 = constant <i32: 1> : tile<i32>
    %cst_1_i32_78 = constant <i32: 1> : tile<i32>
    %reshape_79 = reshape %34 : tile<i32> -> tile<1xi32>
    %cst_1_i32_80 = constant <i32: 1> : tile<i32>
    %cst_16_i32_81 = constant <i32: 16> : tile<i32>
    %bcast_82 = broadcast %reshape_79 : tile<1xi32> -> tile<16xi32>
    %35 = addi %bcast_82, %33 : tile<16xi32>
    %cst_16_i32_83 = constant <i32: 16> : tile<i32>
    %cst_1_i32_84 = constant <i32: 1> : tile<i32>
    %cst_1_i32_85 = constant <i32: 1> : tile<i32>
    %reshape_86 = reshape %cst_128_i32_8 : tile<i32> -> tile<1xi32>
    %cst_1_i32_87 = constant <i32: 1> : tile<i32>
    %cst_16_i32_88 = constant <i32: 16> : tile<i32>
    %bcast_89 = broadcast %reshape_86 : tile<1xi32> -> tile<16xi32>
    %36 = cmpi less_than %35, %bcast_89, signed : tile<16xi32> -> tile<16xi1>
    %cst_16_i32_90 = constant <i32: 16> : tile<i32>
    %cst_1_i32_91 = constant <i32: 1> : tile<i32>
    %cst_1_i32_92 = constant <i32: 1> : tile<i32>
    %reshape_93 = reshape %assume_75 : tile<i32> -> tile<1xi32>
    %cst_1_i32_94 = constant <i32: 1> : tile<i32>
    %cst_16_i32_95 = constant <i32: 16> : tile<i32>
    %bcast_96 = broadcast %reshape_93 : tile<1xi32> -> tile<16xi32>
    %37 = addi %bcast_96, %33 : tile<16xi32>
    %cst_16_i32_97 = constant <i32: 16> : tile<i32>
    %cst_1_i32_98 = constant <i32: 1> : tile<i32>
    %cst_1_i32_99 = constant <i32: 1> : tile<i32>
    %reshape_100 = reshape %cst_16_i32_9 : tile<i32> -> tile<1xi32>
    %cst_1_i32_101 = constant <i32: 1> : tile<i32>
    %cst_16_i32_102 = constant <i32: 16> : tile<i32>
    %bcast_103 = broadcast %reshape_100 : tile<1xi32> -> tile<16xi32>
    %38 = cmpi less_than %37, %bcast_103, signed : tile<16xi32> -> tile<16xi1>
    %39 = andi %36, %38 : tile<16xi1>
    %40 = exti %35 signed : tile<16xi32> -> tile<16xi64>
    %41 = exti %assume_2 signed : tile<i32> -> tile<i64>
    %cst_1_i32_104 = constant <i32: 1> : tile<i32>
    %reshape_105 = reshape %41 : tile<i64> -> tile<1xi64>
    %cst_1_i32_106 = constant <i32: 1> : tile<i32>
    %cst_16_i32_107 = constant <i32: 16> : tile<i32>
    %bcast_108 = broadcast %reshape_105 : tile<1xi64> -> tile<16xi64>
    %42 = cmpi less_than %40, %bcast_108, unsigned : tile<16xi64> -> tile<16xi1>
    %43 = andi %42, %39 : tile<16xi1>
    %cst_1_i32_109 = constant <i32: 1> : tile<i32>
    %reshape_110 = reshape %assume : tile<ptr<i64>> -> tile<1xptr<i64>>
    %cst_1_i32_111 = constant <i32: 1> : tile<i32>
    %cst_16_i32_112 = constant <i32: 16> : tile<i32>
    %bcast_113 = broadcast %reshape_110 : tile<1xptr<i64>> -> tile<16xptr<i64>>
    %cst_16_i32_114 = constant <i32: 16> : tile<i32>
    %44 = offset %bcast_113, %40 : tile<16xptr<i64>>, tile<16xi64> -> tile<16xptr<i64>>
    %cst_8_i64 = constant <i64: 8> : tile<i64>
    %reshape_115 = reshape %cst_8_i64 : tile<i64> -> tile<1xi64>
    %bcast_116 = broadcast %reshape_115 : tile<1xi64> -> tile<16xi64>
    %result_117, %result_token_118 = load_ptr_tko weak %44, %43, %bcast_116 : tile<16xptr<i64>>, tile<16xi1>, tile<16xi64> -> tile<16xi64>, token
    %cst_16_i32_119 = constant <i32: 16> : tile<i32>
    %cst_16_i32_120 = constant <i32: 16> : tile<i32>
    %cst_1_i32_121 = constant <i32: 1> : tile<i32>
    %reshape_122 = reshape %result_117 : tile<16xi64> -> tile<16x1xi64>
    %cst_8_i32_123 = constant <i32: 8> : tile<i32>
    %cst_1_i32_124 = constant <i32: 1> : tile<i32>
    %cst_8_i32_125 = constant <i32: 8> : tile<i32>
    %reshape_126 = reshape %18 : tile<8xi32> -> tile<1x8xi32>
    %45 = exti %reshape_126 signed : tile<1x8xi32> -> tile<1x8xi64>
    %cst_16_i32_127 = constant <i32: 16> : tile<i32>
    %cst_1_i32_128 = constant <i32: 1> : tile<i32>
    %cst_16_i32_129 = constant <i32: 16> : tile<i32>
    %cst_8_i32_130 = constant <i32: 8> : tile<i32>
    %bcast_131 = broadcast %reshape_122 : tile<16x1xi64> -> tile<16x8xi64>
    %cst_1_i32_132 = constant <i32: 1> : tile<i32>
    %cst_8_i32_133 = constant <i32: 8> : tile<i32>
    %cst_16_i32_134 = constant <i32: 16> : tile<i32>
    %cst_8_i32_135 = constant <i32: 8> : tile<i32>
    %bcast_136 = broadcast %45 : tile<1x8xi64> -> tile<16x8xi64>
    %46 = cmpi equal %bcast_131, %bcast_136, signed : tile<16x8xi64> -> tile<16x8xi1>
    %47 = exti %46 unsigned : tile<16x8xi1> -> tile<16x8xi32>
    %48 = scan %47 dim=0 reverse=false identities=[0 : i32] : tile<16x8xi32> -> tile<16x8xi32> 
    (%arg10: tile<i32>, %arg11: tile<i32>) {
      %60 = addi %arg10, %arg11 : tile<i32>
      yield %60 : tile<i32>
    }
    %49 = subi %48, %47 : tile<16x8xi32>
    %50 = muli %49, %47 : tile<16x8xi32>
    %reduce = reduce %50 dim=1 identities=[0 : i32] : tile<16x8xi32> -> tile<16xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %60 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %60 : tile<i32>
    }
    %cst_16_i32_137 = constant <i32: 16> : tile<i32>
    %cst_16_i32_138 = constant <i32: 16> : tile<i32>
    %reshape_139 = reshape %reduce : tile<16xi32> -> tile<16xi32>
    %cst_8_i32_140 = constant <i32: 8> : tile<i32>
    %cst_1_i32_141 = constant <i32: 1> : tile<i32>
    %cst_8_i32_142 = constant <i32: 8> : tile<i32>
    %reshape_143 = reshape %iterArg0 : tile<8xi32> -> tile<1x8xi32>
    %cst_1_i32_144 = constant <i32: 1> : tile<i32>
    %cst_8_i32_145 = constant <i32: 8> : tile<i32>
    %cst_16_i32_146 = constant <i32: 16> : tile<i32>
    %cst_8_i32_147 = constant <i32: 8> : tile<i32>
    %bcast_148 = broadcast %reshape_143 : tile<1x8xi32> -> tile<16x8xi32>
    %51 = muli %bcast_148, %47 : tile<16x8xi32>
    %reduce_149 = reduce %51 dim=1 identities=[0 : i32] : tile<16x8xi32> -> tile<16xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %60 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %60 : tile<i32>
    }
    %cst_16_i32_150 = constant <i32: 16> : tile<i32>
    %cst_16_i32_151 = constant <i32: 16> : tile<i32>
    %reshape_152 = reshape %reduce_149 : tile<16xi32> -> tile<16xi32>
    %52 = addi %reshape_152, %reshape_139 : tile<16xi32>
    %53 = exti %52 signed : tile<16xi32> -> tile<16xi64>
    %54 = exti %arg3 signed : tile<i32> -> tile<i64>
    %cst_1_i32_153 = constant <i32: 1> : tile<i32>
    %reshape_154 = reshape %54 : tile<i64> -> tile<1xi64>
    %cst_1_i32_155 = constant <i32: 1> : tile<i32>
    %cst_16_i32_156 = constant <i32: 16> : tile<i32>
    %bcast_157 = broadcast %reshape_154 : tile<1xi64> -> tile<16xi64>
    %55 = cmpi less_than %53, %bcast_157, unsigned : tile<16xi64> -> tile<16xi1>
    %56 = andi %55, %39 : tile<16xi1>
    %cst_1_i32_158 = constant <i32: 1> : tile<i32>
    %reshape_159 = reshape %assume_3 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %cst_1_i32_160 = constant <i32: 1> : tile<i32>
    %cst_16_i32_161 = constant <i32: 16> : tile<i32>
    %bcast_162 = broadcast %reshape_159 : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %cst_16_i32_163 = constant <i32: 16> : tile<i32>
    %57 = offset %bcast_162, %53 : tile<16xptr<i32>>, tile<16xi64> -> tile<16xptr<i32>>
    %58 = store_ptr_tko weak %57, %35, %56 token=%iterArg1 : tile<16xptr<i32>>, tile<16xi32>, tile<16xi1> -> token
    %reduce_164 = reduce %47 dim=0 identities=[0 : i32] : tile<16x8xi32> -> tile<8xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %60 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %60 : tile<i32>
    }
    %cst_8_i32_165 = constant <i32: 8> : tile<i32>
    %cst_8_i32_166 = constant <i32: 8> : tile<i32>
    %reshape_167 = reshape %reduce_164 : tile<8xi32> -> tile<8xi32>
    %59 = addi %iterArg0, %reshape_167 : tile<8xi32>
    continue %59, %58, %58 : tile<8xi32>, token, token
  }
  return
}
