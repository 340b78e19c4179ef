entry @_fmha_fwd_kernel_with_lse_Kt1_A4bf16_7v8l0_8t1_ci16_p16_A4bf16_7v8l0_8t1_ci16_p16_A4bf16_7v8l0_8t1_ci16_p16_A4bf16_7v8l0_8t1_ci16_p16_A1f32_1i16t1_p16_Sf32_Si32_I128_I8_I2_I512_I256_I128_I1_B0_B1(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<ptr<f32>>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<f32>, %arg40: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 1, occupancy = 1}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg3 : tile<i32>
  %assume_1 = assume div_by<16>, %arg4 : tile<i32>
  %assume_2 = assume div_by<8>, %arg5 : tile<i32>
  %assume_3 = assume div_by<8>, %arg6 : tile<i32>
  %assume_4 = assume div_by<8>, %arg7 : tile<i32>
  %assume_5 = assume div_by<16>, %arg9 : tile<ptr<bf16>>
  %assume_6 = assume div_by<16>, %arg12 : tile<i32>
  %assume_7 = assume div_by<16>, %arg13 : tile<i32>
  %assume_8 = assume div_by<8>, %arg14 : tile<i32>
  %assume_9 = assume div_by<8>, %arg15 : tile<i32>
  %assume_10 = assume div_by<8>, %arg16 : tile<i32>
  %assume_11 = assume div_by<16>, %arg18 : tile<ptr<bf16>>
  %assume_12 = assume div_by<16>, %arg21 : tile<i32>
  %assume_13 = assume div_by<16>, %arg22 : tile<i32>
  %assume_14 = assume div_by<8>, %arg23 : tile<i32>
  %assume_15 = assume div_by<8>, %arg24 : tile<i32>
  %assume_16 = assume div_by<8>, %arg25 : tile<i32>
  %assume_17 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %assume_18 = assume div_by<16>, %arg30 : tile<i32>
  %assume_19 = assume div_by<16>, %arg31 : tile<i32>
  %assume_20 = assume div_by<8>, %arg32 : tile<i32>
  %assume_21 = assume div_by<8>, %arg33 : tile<i32>
  %assume_22 = assume div_by<8>, %arg34 : tile<i32>
  %assume_23 = assume div_by<16>, %arg36 : tile<ptr<f32>>
  %assume_24 = assume div_by<16>, %arg37 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_25 = constant <i32: 1> : tile<i32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<256xi64>
  %assume_28 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_30 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_31 = assume div_by<16>, %assume_assume_30 : tile<i32>
  %assume_assume_32 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_33 = assume div_by<8>, %assume_assume_32 : tile<i32>
  %assume_assume_34 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_35 = assume div_by<8>, %assume_assume_34 : tile<i32>
  %assume_assume_36 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_37 = assume div_by<8>, %assume_assume_36 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_28, %assume_29, %assume_assume_assume, %assume_assume_assume_31], strides = [%assume_assume_assume_33, %assume_assume_assume_35, %assume_assume_assume_37, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_38 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_39 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_41 = assume div_by<16>, %assume_assume_40 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_43 = assume div_by<16>, %assume_assume_42 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_45 = assume div_by<8>, %assume_assume_44 : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_47 = assume div_by<8>, %assume_assume_46 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_49 = assume div_by<8>, %assume_assume_48 : tile<i32>
  %tview_50 = make_tensor_view %assume_5, shape = [%assume_38, %assume_39, %assume_assume_assume_41, %assume_assume_assume_43], strides = [%assume_assume_assume_45, %assume_assume_assume_47, %assume_assume_assume_49, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_51 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_52 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_assume_53 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_54 = assume div_by<16>, %assume_assume_53 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_56 = assume div_by<16>, %assume_assume_55 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_58 = assume div_by<8>, %assume_assume_57 : tile<i32>
  %assume_assume_59 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_60 = assume div_by<8>, %assume_assume_59 : tile<i32>
  %assume_assume_61 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_62 = assume div_by<8>, %assume_assume_61 : tile<i32>
  %tview_63 = make_tensor_view %assume_11, shape = [%assume_51, %assume_52, %assume_assume_assume_54, %assume_assume_assume_56], strides = [%assume_assume_assume_58, %assume_assume_assume_60, %assume_assume_assume_62, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_64 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_65 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_67 = assume div_by<16>, %assume_assume_66 : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_69 = assume div_by<16>, %assume_assume_68 : tile<i32>
  %assume_assume_70 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_assume_71 = assume div_by<8>, %assume_assume_70 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_73 = assume div_by<8>, %assume_assume_72 : tile<i32>
  %assume_assume_74 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_75 = assume div_by<8>, %assume_assume_74 : tile<i32>
  %tview_76 = make_tensor_view %assume_17, shape = [%assume_64, %assume_65, %assume_assume_assume_67, %assume_assume_assume_69], strides = [%assume_assume_assume_71, %assume_assume_assume_73, %assume_assume_assume_75, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_assume_77 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_512_i32 = constant <i32: 512> : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_1_i32_78 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_79, %blockId_y_80, %blockId_z_81 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_y_80, %cst_8_i32 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_y_80, %cst_8_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_8_i32 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %9 = divi %8, %cst_1_i32_78 signed rounding<negative_inf> : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %10 = mulf %arg39, %cst_f32  : tile<f32>
  %cst_f32_82 = constant <f32: 0xFF800000> : tile<256x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<256x1xf32>
  %cst_0_f32_83 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %cst_0_i32_84 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %8, %blockId_x, %cst_0_i32_84] token = %0 : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x256x128xbf16>, token
  %reshape = reshape %tile : tile<1x1x256x128xbf16> -> tile<256x128xbf16>
  %11 = divi %assume_assume_assume_41, %cst_128_i32 signed rounding<positive_inf> : tile<i32>
  %cst_0_i32_85 = constant <i32: 0> : tile<i32>
  %cst_1_i32_86 = constant <i32: 1> : tile<i32>
  %cst_0_i32_87 = constant <i32: 0> : tile<i32>
  %pview_88 = make_partition_view %tview_50 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
  %cst_0_f32_89 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %reshape_90 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape_90 : tile<1x1xf32> -> tile<256x1xf32>
  %reshape_91 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast_92 = broadcast %reshape_91 : tile<1x1xf32> -> tile<256x128xf32>
  %cst_0_i32_93 = constant <i32: 0> : tile<i32>
  %pview_94 = make_partition_view %tview_63 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %for:3 = for %loopIdx in (%cst_0_i32_85 to %11, step %cst_1_i32_86) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_83, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32_82) -> (tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %tile_106, %result_token_107 = load_view_tko weak %pview_88[%1, %9, %cst_0_i32_87, %loopIdx] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_108 = reshape %tile_106 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %30 = mmaf %reshape, %reshape_108, %cst_0_f32_89 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    %reduce = reduce %30 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %42 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %42 : tile<f32>
    }
    %reshape_109 = reshape %reduce : tile<256xf32> -> tile<256x1xf32>
    %31 = mulf %reshape_109, %bcast  : tile<256x1xf32>
    %32 = maxf %iterArg2, %31 : tile<256x1xf32>
    %bcast_110 = broadcast %32 : tile<256x1xf32> -> tile<256x128xf32>
    %33 = negf %bcast_110 : tile<256x128xf32>
    %34 = fma %30, %bcast_92, %33  : tile<256x128xf32>
    %35 = exp2 %34 flush_to_zero : tile<256x128xf32>
    %reduce_111 = reduce %35 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %42 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %42 : tile<f32>
    }
    %reshape_112 = reshape %reduce_111 : tile<256xf32> -> tile<256x1xf32>
    %36 = subf %iterArg2, %32  : tile<256x1xf32>
    %37 = exp2 %36 flush_to_zero : tile<256x1xf32>
    %38 = fma %iterArg1, %37, %reshape_112  : tile<256x1xf32>
    %bcast_113 = broadcast %37 : tile<256x1xf32> -> tile<256x128xf32>
    %39 = mulf %iterArg0, %bcast_113  : tile<256x128xf32>
    %tile_114, %result_token_115 = load_view_tko weak %pview_94[%1, %9, %loopIdx, %cst_0_i32_93] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_116 = reshape %tile_114 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %40 = ftof %35  : tile<256x128xf32> -> tile<256x128xbf16>
    %41 = mmaf %40, %reshape_116, %39 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    continue %41, %38, %32 : tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %bcast_95 = broadcast %for#1 : tile<256x1xf32> -> tile<256x128xf32>
  %12 = divf %for#0, %bcast_95 rounding<approx> flush_to_zero : tile<256x128xf32>
  %reshape_96 = reshape %12 : tile<256x128xf32> -> tile<1x1x256x128xf32>
  %13 = ftof %reshape_96  : tile<1x1x256x128xf32> -> tile<1x1x256x128xbf16>
  %cst_0_i32_97 = constant <i32: 0> : tile<i32>
  %pview_98 = make_partition_view %tview_76 : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %14 = store_view_tko weak %13, %pview_98[%1, %8, %blockId_x, %cst_0_i32_97] token = %0 : tile<1x1x256x128xbf16>, partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %15 = log2 %for#1 : tile<256x1xf32>
  %16 = addf %for#2, %15  : tile<256x1xf32>
  %reshape_99 = reshape %16 : tile<256x1xf32> -> tile<256xf32>
  %17 = iota : tile<256xi32>
  %cst_4096_i32 = constant <i32: 4096> : tile<i32>
  %18 = muli %1, %cst_4096_i32 : tile<i32>
  %19 = muli %8, %cst_512_i32 : tile<i32>
  %20 = addi %18, %19 : tile<i32>
  %21 = muli %blockId_x, %cst_256_i32 : tile<i32>
  %22 = addi %20, %21 : tile<i32>
  %reshape_100 = reshape %22 : tile<i32> -> tile<1xi32>
  %bcast_101 = broadcast %reshape_100 : tile<1xi32> -> tile<256xi32>
  %23 = addi %bcast_101, %17 : tile<256xi32>
  %24 = exti %23 signed : tile<256xi32> -> tile<256xi64>
  %25 = exti %assume_assume_77 signed : tile<i32> -> tile<i64>
  %reshape_102 = reshape %25 : tile<i64> -> tile<1xi64>
  %bcast_103 = broadcast %reshape_102 : tile<1xi64> -> tile<256xi64>
  %26 = cmpi less_than %24, %bcast_103, unsigned : tile<256xi64> -> tile<256xi1>
  %27 = muli %24, %cst_1_i64 : tile<256xi64>
  %reshape_104 = reshape %assume_23 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_105 = broadcast %reshape_104 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %28 = offset %bcast_105, %27 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %29 = store_ptr_tko weak %28, %reshape_99, %26 token=%0 : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
  return
}
